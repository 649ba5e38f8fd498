import { afterEach, describe, expect, it, vi } from 'vitest';
import { toBooking } from './to-booking';

const stored = {
  orderId: 'LA-AB12C',
  contact: {
    firstName: 'Ana',
    lastName: 'Pérez',
    email: 'ana@example.com',
    phone: '+1 809 555 0199',
  },
  tour: {
    tourId: 'isla-saona',
    title: 'Isla Saona',
    adults: 2,
    children: 1,
    unitPrice: 95,
    childUnitPrice: 65,
    subtotal: 255,
  },
  transfer: null,
  total: 255,
  paymentMethod: 'zelle',
  status: 'pending',
  language: 'en',
  createdAt: { toMillis: () => 1773500000000 },
};

describe('reading a booking document', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps every field and turns the Timestamp into milliseconds', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(toBooking('LA-AB12C', stored)).toEqual({ ...stored, createdAt: 1773500000000 });
    expect(warn).not.toHaveBeenCalled();
  });

  it('still shows a booking with a bad field, using a default for that field only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const booking = toBooking('LA-AB12C', { ...stored, status: 'paid', total: '255' });
    expect(booking).toMatchObject({
      status: 'pending',
      total: 0,
      contact: stored.contact,
      paymentMethod: 'zelle',
    });
    expect(warn).toHaveBeenCalledWith(
      'Malformed booking LA-AB12C: using defaults for total, status',
    );
  });
});
