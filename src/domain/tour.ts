// The tour document (tours/{id}): its bounds and defaults; its one schema, the type derived from it
// and how a stored one is read are in tour-schema.ts, which a page's first download goes without.
import { DEFAULT_SCHEDULE } from './tour-schedule';

export const PRICE_TYPES = ['per_person', 'per_group'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** Bounds of a tour's fields (firestore.rules enforces the same figures). */
export const TOUR_LIMITS = {
  slug: 120,
  title: 200,
  description: 5000,
  /** priceText and duration. */
  shortText: 200,
  galleryImages: 20,
  /** Prices and participant limits. */
  amount: 100_000,
} as const;

/** Lowercase words of letters and digits joined by single hyphens: 'isla-saona'. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type { Tour, TourFields } from './tour-schema';
import type { TourFields } from './tour-schema';

/** What a tour reads as when a field is missing or malformed. */
export const EMPTY_TOUR_FIELDS: Readonly<TourFields> = Object.freeze({
  slug: '',
  title: '',
  image: null,
  gallery: [],
  descriptionEs: '',
  descriptionEn: '',
  price: null,
  priceText: '',
  priceChild: null,
  hasChildPrice: false,
  priceType: 'per_person',
  duration: '',
  minParticipants: null,
  maxParticipants: null,
  schedule: DEFAULT_SCHEDULE,
});

/** The fields that decide what a booking costs and who may book: a booking needs them intact. */
export const TOUR_BOOKING_FIELDS = [
  'title',
  'price',
  'priceChild',
  'hasChildPrice',
  'priceType',
  'minParticipants',
  'maxParticipants',
  'schedule',
] as const satisfies readonly (keyof TourFields)[];
