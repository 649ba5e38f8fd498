import { describe, it, expect } from 'vitest';
import { emptyContact, isContactComplete, type CheckoutContact } from './contact';

const ana: CheckoutContact = {
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.com',
  phone: '+1 809 555 1234',
};

describe('isContactComplete', () => {
  it('is true when every field is filled', () => {
    expect(isContactComplete(ana)).toBe(true);
  });

  it('is false for the empty form', () => {
    expect(isContactComplete(emptyContact)).toBe(false);
  });

  it.each(['firstName', 'lastName', 'email', 'phone'] as const)(
    'is false when %s is empty',
    (field) => {
      expect(isContactComplete({ ...ana, [field]: '' })).toBe(false);
    },
  );

  it('is false when a field holds only spaces', () => {
    expect(isContactComplete({ ...ana, lastName: '  \t ' })).toBe(false);
  });

  it('does not judge the email or phone format', () => {
    expect(isContactComplete({ ...ana, email: 'ana', phone: 'x' })).toBe(true);
  });
});
