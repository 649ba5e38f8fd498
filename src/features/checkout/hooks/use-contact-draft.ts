// The contact form as typed, kept on the device so a reload or a lost connection loses nothing.
import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { emptyContact, type CheckoutContact } from '@/domain/contact';

export const CONTACT_DRAFT_KEY = 'puntaCana.checkoutContact';
const DRAFT_VERSION = 1;

const field = z.string().max(1000).catch('');
const draftSchema = z.object({
  version: z.literal(DRAFT_VERSION),
  contact: z.object({ firstName: field, lastName: field, email: field, phone: field }),
});

function readDraft(): CheckoutContact {
  try {
    const raw = localStorage.getItem(CONTACT_DRAFT_KEY);
    const parsed = raw === null ? null : draftSchema.safeParse(JSON.parse(raw));
    return parsed?.success ? parsed.data.contact : { ...emptyContact };
  } catch {
    return { ...emptyContact };
  }
}

export function useContactDraft() {
  const [contact, setContact] = useState<CheckoutContact>(readDraft);

  useEffect(() => {
    try {
      localStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify({ version: DRAFT_VERSION, contact }));
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
