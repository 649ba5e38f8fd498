// Site content (siteContent/{key} holding { value }): the keys, which are images, payment settings or
// agency contact. The schemas, and how stored documents are read, are in site-content-schema.ts.

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

/**
 * How long a pending booking keeps its seats (booking-hold.ts reads them): whole hours, as text
 * like every setting.
 */
export const HOLD_SETTING_KEYS = {
  holdHours: 'booking_hold_hours',
  cutoffHours: 'booking_hold_cutoff_hours',
} as const;
export type HoldSettingField = keyof typeof HOLD_SETTING_KEYS;
type HoldSettingKey = (typeof HOLD_SETTING_KEYS)[HoldSettingField];

export const AGENCY_CONTACT_MAX_LENGTH = {
  email: 254,
  phone: 30,
  whatsappNumber: 30,
  address: 300,
};

export const SITE_CONTENT_KEYS = [
  ...SITE_IMAGE_KEYS,
  ...(Object.values(PAYMENT_SETTING_KEYS) as PaymentSettingKey[]),
  ...(Object.values(AGENCY_CONTACT_KEYS) as AgencyContactKey[]),
  ...(Object.values(HOLD_SETTING_KEYS) as HoldSettingKey[]),
] as const;
export type SiteContentKey = SiteImageKey | PaymentSettingKey | AgencyContactKey | HoldSettingKey;

/** Site content is read as a key/value map; any key may be missing. */
export type SiteContent = Partial<Record<SiteContentKey, string>>;

export function isSiteContentKey(value: string): value is SiteContentKey {
  return (SITE_CONTENT_KEYS as readonly string[]).includes(value);
}

/**
 * One siteContent document as pages get it (the catalog snapshot, the live listener): its text,
 * and the text tourists may be shown (usableAgencyContact's rules for an agency contact detail,
 * the text itself for any other key); null where there is none. Read where the documents are read,
 * so a page's own code never needs the schemas.
 */
export interface SiteContentEntry {
  id: string;
  value: string | null;
  usable: string | null;
}

/** Read siteContent documents as a map of the keys that hold text. */
export function siteContentOf(entries: readonly SiteContentEntry[]): SiteContent {
  const content: SiteContent = {};
  for (const { id, value } of entries) {
    if (value !== null && isSiteContentKey(id)) content[id] = value;
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

/** Each agency detail as tourists may be shown it, or null where it is missing or unusable. */
export type UsableAgencyContact = Record<AgencyContactField, string | null>;

/** The agency contact detail a siteContent key stores, if it stores one. */
export function agencyContactFieldOf(key: SiteContentKey): AgencyContactField | undefined {
  return (Object.keys(AGENCY_CONTACT_KEYS) as AgencyContactField[]).find(
    (field) => AGENCY_CONTACT_KEYS[field] === key,
  );
}

/** The agency contact tourists may be shown, from read siteContent documents (no schema needed). */
export function usableAgencyContactOf(entries: readonly SiteContentEntry[]): UsableAgencyContact {
  const usable = {} as UsableAgencyContact;
  for (const [field, key] of Object.entries(AGENCY_CONTACT_KEYS)) {
    usable[field as AgencyContactField] = entries.find((entry) => entry.id === key)?.usable ?? null;
  }
  return usable;
}
