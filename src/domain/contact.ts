// The contact details a tourist gives at checkout, required before any payment action.

export interface CheckoutContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const emptyContact: Readonly<CheckoutContact> = Object.freeze({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
});

/** Every field filled with more than blanks; formats are checked by the booking request. */
export function isContactComplete(contact: CheckoutContact): boolean {
  return [contact.firstName, contact.lastName, contact.email, contact.phone].every(
    (field) => field.trim() !== '',
  );
}
