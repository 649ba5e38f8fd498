// Site content (siteContent/{key} holding { value }): the keys, which are images, and the payment settings among them.
import { z } from './zod';

/** The three site pictures, edited in admin content: home hero, services, nightlife. */
export const SITE_IMAGE_KEYS = ['heroImageUrl', 'servicesImageUrl', 'nightlifeImageUrl'] as const;
export type SiteImageKey = (typeof SITE_IMAGE_KEYS)[number];

/** Payment settings as the admin form names them, and the siteContent key each is stored under. */
export const PAYMENT_SETTING_KEYS = {
  paypalLink: 'payment_paypal_link',
  zelleDetails: 'payment_zelle_details',
  whatsappNumber: 'payment_whatsapp_number',
} as const;
export type PaymentSettings = Record<keyof typeof PAYMENT_SETTING_KEYS, string>;
type PaymentSettingKey = (typeof PAYMENT_SETTING_KEYS)[keyof PaymentSettings];

export const SITE_CONTENT_KEYS = [
  ...SITE_IMAGE_KEYS,
  ...(Object.values(PAYMENT_SETTING_KEYS) as PaymentSettingKey[]),
] as const;
export type SiteContentKey = SiteImageKey | PaymentSettingKey;

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
