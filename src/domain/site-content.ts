// Site content (siteContent/{key} holding { value }): the keys, which are images, payment settings or agency contact.
import { z } from './zod';

/** The three site pictures, edited in admin content: home hero, services, nightlife. */
export const SITE_IMAGE_KEYS = ['heroImageUrl', 'servicesImageUrl', 'nightlifeImageUrl'] as const;
export type SiteImageKey = (typeof SITE_IMAGE_KEYS)[number];

/** Payment settings as the admin form names them, and the siteContent key each is stored under. */
export const PAYMENT_SETTING_KEYS = {
  paypalLink: 'payment_paypal_link',
  zelleDetails: 'payment_zelle_details',
} as const;
export type PaymentSettings = Record<keyof typeof PAYMENT_SETTING_KEYS, string>;
type PaymentSettingKey = (typeof PAYMENT_SETTING_KEYS)[keyof PaymentSettings];

/**
 * How tourists reach the agency (footer, contact page, guide), as the admin form names each
 * detail, and its siteContent key. The WhatsApp number is also where checkout's WhatsApp bookings
 * go: one number, kept under the key it had as a payment setting, so stored sites need no change.
 */
export const AGENCY_CONTACT_KEYS = {
  email: 'agency_email',
  phone: 'agency_phone',
  whatsappNumber: 'payment_whatsapp_number',
  address: 'agency_address',
} as const;
export type AgencyContactField = keyof typeof AGENCY_CONTACT_KEYS;
export type AgencyContact = Record<AgencyContactField, string>;
type AgencyContactKey = (typeof AGENCY_CONTACT_KEYS)[AgencyContactField];

export const AGENCY_CONTACT_MAX_LENGTH = {
  email: 254,
  phone: 30,
  whatsappNumber: 30,
  address: 300,
};

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

export const SITE_CONTENT_KEYS = [
  ...SITE_IMAGE_KEYS,
  ...(Object.values(PAYMENT_SETTING_KEYS) as PaymentSettingKey[]),
  ...(Object.values(AGENCY_CONTACT_KEYS) as AgencyContactKey[]),
] as const;
export type SiteContentKey = SiteImageKey | PaymentSettingKey | AgencyContactKey;

/** Site content is read as a key/value map; any key may be missing. */
export type SiteContent = Partial<Record<SiteContentKey, string>>;

/** One siteContent document. */
export const siteContentEntrySchema = z.object({ value: z.string() });

export function isSiteContentKey(value: string): value is SiteContentKey {
  return (SITE_CONTENT_KEYS as readonly string[]).includes(value);
}

/** siteContent documents as a map; unknown keys and non-string values are dropped (and logged). */
export function readSiteContent(docs: readonly { id: string; data: unknown }[]): SiteContent {
  const content: SiteContent = {};
  for (const { id, data } of docs) {
    if (!isSiteContentKey(id)) continue;
    const parsed = siteContentEntrySchema.safeParse(data);
    if (parsed.success) content[id] = parsed.data.value;
    else console.warn(`Malformed siteContent document ${id}: value is not text`);
  }
  return content;
}

/** The payment settings stored in the site content ('' where none is set). */
export function paymentSettingsOf(content: SiteContent): PaymentSettings {
  const settings = {} as PaymentSettings;
  for (const [field, key] of Object.entries(PAYMENT_SETTING_KEYS)) {
    settings[field as keyof PaymentSettings] = content[key] ?? '';
  }
  return settings;
}

/** The siteContent entries that store these payment settings. */
export function paymentSettingEntries(settings: PaymentSettings): SiteContent {
  const entries: SiteContent = {};
  for (const [field, key] of Object.entries(PAYMENT_SETTING_KEYS)) {
    entries[key] = settings[field as keyof PaymentSettings];
  }
  return entries;
}

/** The agency contact stored in the site content ('' where none is set). */
export function agencyContactOf(content: SiteContent): AgencyContact {
  const contact = {} as AgencyContact;
  for (const [field, key] of Object.entries(AGENCY_CONTACT_KEYS)) {
    contact[field as AgencyContactField] = content[key] ?? '';
  }
  return contact;
}

/** The siteContent entries that store this agency contact. */
export function agencyContactEntries(contact: AgencyContact): SiteContent {
  const entries: SiteContent = {};
  for (const [field, key] of Object.entries(AGENCY_CONTACT_KEYS)) {
    entries[key] = contact[field as AgencyContactField];
  }
  return entries;
}

/**
 * Each agency detail as tourists may be shown it, or null where it is missing or unusable (a
 * link to a broken address is worse than no link).
 */
export function usableAgencyContact(
  content: SiteContent,
): Record<AgencyContactField, string | null> {
  const stored = agencyContactOf(content);
  const usable = {} as Record<AgencyContactField, string | null>;
  for (const field of Object.keys(AGENCY_CONTACT_KEYS) as AgencyContactField[]) {
    const parsed = agencyContactSchema.shape[field].safeParse(stored[field]);
    usable[field] = parsed.success ? parsed.data : null;
  }
  return usable;
}
