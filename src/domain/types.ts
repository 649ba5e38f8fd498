// Shapes of the catalog, site content and booking vocabulary shared by the app and Cloud Functions.

export const TRANSFER_TYPES = [
  'Aeropuerto',
  'Hotel',
  'Discoteca',
  'Restaurante',
  'Airbnb',
] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

export const PRICE_TYPES = ['per_person', 'per_group'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const SITE_CONTENT_KEYS = [
  'heroImageUrl',
  'servicesImageUrl',
  'nightlifeImageUrl',
  'payment_paypal_link',
  'payment_zelle_details',
  'payment_whatsapp_number',
] as const;
export type SiteContentKey = (typeof SITE_CONTENT_KEYS)[number];
/** Site content is read as a key/value map; any key may be missing. */
export type SiteContent = Partial<Record<SiteContentKey, string>>;

export const PAYMENT_METHODS = ['paypal', 'zelle', 'whatsapp'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface Tour {
  id: string;
  slug: string;
  title: string;
  image: string | null;
  gallery: string[];
  descriptionEs: string;
  descriptionEn: string;
  price: number | null;
  priceText: string;
  priceChild: number | null;
  hasChildPrice: boolean;
  priceType: PriceType;
  duration: string;
  minParticipants: number | null;
  maxParticipants: number | null;
  /** Epoch milliseconds. */
  createdAt?: number;
  /** Epoch milliseconds. */
  updatedAt?: number;
}

export interface PricingRoute {
  id: string;
  type: TransferType;
  from: string;
  to: string;
  price1to2: number | null;
  price3to5: number | null;
  price5to9: number | null;
}

export function isTransferType(value: string): value is TransferType {
  return (TRANSFER_TYPES as readonly string[]).includes(value);
}
