// Which contact fields stop a booking: empty ones, or ones the booking request would refuse.
import { bookingRequestSchema } from '@/domain/booking-request';
import type { CheckoutContact } from '@/domain/contact';

export type ContactErrors = Partial<Record<keyof CheckoutContact, 'required' | 'invalid'>>;

const contactSchema = bookingRequestSchema.shape.contact;

export function contactErrors(contact: CheckoutContact): ContactErrors {
  const errors: ContactErrors = {};
  for (const [field, value] of Object.entries(contact) as [keyof CheckoutContact, string][]) {
    if (value.trim() === '') errors[field] = 'required';
  }
  for (const issue of contactSchema.safeParse(contact).error?.issues ?? []) {
    const field = issue.path[0] as keyof CheckoutContact;
    errors[field] ??= 'invalid';
  }
  return errors;
}
