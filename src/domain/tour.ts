// The tour document (tours/{id}): its bounds and defaults; its one schema, the type derived from it
// and how a stored one is read are in tour-schema.ts, which a page's first download goes without.
import type { Language } from './language';
import { DEFAULT_SCHEDULE } from './tour-schedule';

export const PRICE_TYPES = ['per_person', 'per_group'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** Bounds of a tour's fields (firestore.rules enforces the same figures). */
export const TOUR_LIMITS = {
  slug: 120,
  title: 200,
  description: 5000,
  /** priceText and duration, in either language. */
  shortText: 200,
  /** What to bring, in either language (the evening-before reminder e-mail says it). */
  whatToBring: 1000,
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
  titleEn: '',
  image: null,
  gallery: [],
  descriptionEs: '',
  descriptionEn: '',
  price: null,
  priceText: '',
  priceTextEn: '',
  priceChild: null,
  hasChildPrice: false,
  priceType: 'per_person',
  duration: '',
  durationEn: '',
  whatToBringEs: '',
  whatToBringEn: '',
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

/** The texts a tourist reads, each stored in Spanish (the single field) and in English (…En). */
export interface TourTexts {
  title: string;
  description: string;
  priceText: string;
  duration: string;
}

type TourTextFields = Pick<
  TourFields,
  | 'title'
  | 'titleEn'
  | 'descriptionEs'
  | 'descriptionEn'
  | 'priceText'
  | 'priceTextEn'
  | 'duration'
  | 'durationEn'
>;

/**
 * A tour's texts in `language`: English falls back to the Spanish where it is empty (Spanish is
 * the site's fallback language); a Spanish description missing falls back to the English one, as
 * it always has, rather than show nothing.
 */
export function tourTexts(tour: TourTextFields, language: Language): TourTexts {
  const pick = (es: string, en: string) => (language === 'en' ? en.trim() || es : es);
  return {
    title: pick(tour.title, tour.titleEn),
    description:
      language === 'en'
        ? tour.descriptionEn || tour.descriptionEs
        : tour.descriptionEs || tour.descriptionEn,
    priceText: pick(tour.priceText, tour.priceTextEn),
    duration: pick(tour.duration, tour.durationEn),
  };
}
