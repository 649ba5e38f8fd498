import { describe, expect, it } from 'vitest';
import { lookupFormErrors } from './lookup-form';

describe('the lookup form', () => {
  it('asks for both fields', () => {
    expect(lookupFormErrors({ orderId: ' ', contact: '' })).toEqual({
      orderId: 'orderIdRequired',
      contact: 'contactRequired',
    });
  });

  it('says when the order id or the contact cannot be right', () => {
    expect(lookupFormErrors({ orderId: 'AB12CXYZ', contact: 'ana@' })).toEqual({
      orderId: 'orderIdInvalid',
      contact: 'contactInvalid',
    });
  });

  it('takes an order id in any case and an e-mail or a phone', () => {
    expect(lookupFormErrors({ orderId: ' la-ab12cxyz ', contact: 'ana@example.com' })).toEqual({});
    expect(lookupFormErrors({ orderId: 'LA-AB12CXYZ', contact: '+1 809 555 0199' })).toEqual({});
  });
});
