// The contact form as typed, kept on the device for a day so a reload or a lost connection loses nothing.
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from '@/domain/zod';
import { emptyContact, type CheckoutContact } from '@/domain/contact';

export const CONTACT_DRAFT_KEY = 'puntaCana.checkoutContact';
const DRAFT_VERSION = 2;
/** A draft untouched for longer belongs to a visit that is over (maybe someone else's, on a shared device). */
export const CONTACT_DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const field = z.catch(z.string().check(z.maxLength(1000)), '');
const draftSchema = z.object({
  version: z.literal(DRAFT_VERSION),
  /** Epoch milliseconds of the last change. */
  savedAt: z.number(),
  contact: z.object({ firstName: field, lastName: field, email: field, phone: field }),
});

/** The stored draft while it is fresh; an old, unreadable or older-version draft is deleted. */
function readDraft(): CheckoutContact {
  try {
    const raw = localStorage.getItem(CONTACT_DRAFT_KEY);
    if (raw === null) return { ...emptyContact };
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    // Stamped more than a day away from now either way (a clock set back included): too old to trust.
    if (parsed.success && Math.abs(Date.now() - parsed.data.savedAt) < CONTACT_DRAFT_MAX_AGE_MS) {
      return parsed.data.contact;
    }
    localStorage.removeItem(CONTACT_DRAFT_KEY);
  } catch {
    // Unreadable JSON, or storage that refuses access: start with an empty form.
    try {
      localStorage.removeItem(CONTACT_DRAFT_KEY);
    } catch {
      // Nothing more to do where storage is blocked.
    }
  }
  return { ...emptyContact };
}

export function useContactDraft() {
  const [contact, setContact] = useState<CheckoutContact>(readDraft);
  // Only a change is written: merely opening the page must not keep an old draft alive.
  const stored = useRef(contact);

  useEffect(() => {
    if (contact === stored.current) return;
    stored.current = contact;
    try {
      localStorage.setItem(
        CONTACT_DRAFT_KEY,
        JSON.stringify({ version: DRAFT_VERSION, savedAt: Date.now(), contact }),
      );
    } catch (error) {
      // Private mode or a full disk: the form still works for this visit.
      console.warn('Could not keep the contact details on this device', error);
    }
  }, [contact]);

  const updateField = useCallback((name: keyof CheckoutContact, value: string) => {
    setContact((current) => ({ ...current, [name]: value }));
  }, []);

  /** Once the booking is stored the details have done their job: they leave the device. */
  const forget = useCallback(() => setContact({ ...emptyContact }), []);

  return { contact, updateField, forget };
}
