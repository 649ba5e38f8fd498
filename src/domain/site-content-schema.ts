// The site content's schemas (siteContent/{key} holding { value }; the agency contact as it is
// saved), and how stored documents are read. Apart from site-content.ts, whose keys pages use as
// they render: pages get the documents already read (catalog-readers.ts).
import { z } from './zod';
import {
  AGENCY_CONTACT_KEYS,
  AGENCY_CONTACT_MAX_LENGTH,
  agencyContactFieldOf,
  agencyContactOf,
  isSiteContentKey,
  siteContentOf,
  type AgencyContactField,
  type SiteContent,
  type SiteContentEntry,
  type UsableAgencyContact,
} from './site-content';

/** E.164 numbers have 8 to 15 digits (country code included). */
const internationalNumberSchema = (max: number) =>
  z.pipe(
    z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1),
          z.maxLength(max),
          z.regex(/^\+?[0-9 ().-]+$/, { error: 'Use digits, spaces and + ( ) . -' }),
        ),
      z.transform((text: string) => text.replace(/\D/g, '')),
    ),
    z.string().check(z.regex(/^\d{8,15}$/, { error: 'Must have 8 to 15 digits' })),
  );

/** The agency contact as it is saved: trimmed, numbers as digits only, no markup anywhere. */
export const agencyContactSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1), z.maxLength(AGENCY_CONTACT_MAX_LENGTH.email)),
    z.email({ error: 'Invalid email' }),
  ),
  phone: internationalNumberSchema(AGENCY_CONTACT_MAX_LENGTH.phone),
  whatsappNumber: internationalNumberSchema(AGENCY_CONTACT_MAX_LENGTH.whatsappNumber),
  address: z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(AGENCY_CONTACT_MAX_LENGTH.address),
      z.regex(/^[^<>]*$/, { error: 'Must not contain < or >' }),
    ),
});

/** One siteContent document. */
export const siteContentEntrySchema = z.object({ value: z.string() });

/** Reads one siteContent document; unknown keys hold nothing, non-string values are logged. */
export function readSiteContentEntry(id: string, data: unknown): SiteContentEntry {
  if (!isSiteContentKey(id)) return { id, value: null, usable: null };
  const parsed = siteContentEntrySchema.safeParse(data);
  if (!parsed.success) {
    console.warn(`Malformed siteContent document ${id}: value is not text`);
    return { id, value: null, usable: null };
  }
  const { value } = parsed.data;
  const field = agencyContactFieldOf(id);
  return { id, value, usable: field ? usableContactDetail(field, value) : value };
}

/** siteContent documents as a map; unknown keys and non-string values are dropped (and logged). */
export function readSiteContent(docs: readonly { id: string; data: unknown }[]): SiteContent {
  return siteContentOf(docs.map(({ id, data }) => readSiteContentEntry(id, data)));
}

/** A stored detail as tourists may be shown it (trimmed, numbers as digits), or null if unusable. */
function usableContactDetail(field: AgencyContactField, stored: string): string | null {
  const parsed = agencyContactSchema.shape[field].safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/**
 * Each agency detail as tourists may be shown it, or null where it is missing or unusable (a
 * link to a broken address is worse than no link).
 */
export function usableAgencyContact(content: SiteContent): UsableAgencyContact {
  const stored = agencyContactOf(content);
  const usable = {} as UsableAgencyContact;
  for (const field of Object.keys(AGENCY_CONTACT_KEYS) as AgencyContactField[]) {
    usable[field] = usableContactDetail(field, stored[field]);
  }
  return usable;
}
