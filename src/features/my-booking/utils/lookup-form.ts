// The lookup form as typed, and what is wrong with it before anything is sent.
import { lookupContactKind } from '@/domain/booking-lookup';
import { parseOrderId } from '@/domain/order-id';

export interface LookupForm {
  orderId: string;
  contact: string;
}

export type LookupField = keyof LookupForm;

/** Text keys under my-booking:form.errors, by field. */
export type LookupErrors = Partial<Record<LookupField, string>>;

export function lookupFormErrors({ orderId, contact }: LookupForm): LookupErrors {
  const errors: LookupErrors = {};
  if (orderId.trim() === '') errors.orderId = 'orderIdRequired';
  else if (parseOrderId(orderId) === null) errors.orderId = 'orderIdInvalid';
  if (contact.trim() === '') errors.contact = 'contactRequired';
  else if (lookupContactKind(contact) === null) errors.contact = 'contactInvalid';
  return errors;
}
