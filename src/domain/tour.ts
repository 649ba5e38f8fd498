// The tour document (tours/{id}): its one schema, the type derived from it, and how a stored one is read.
import { z } from './zod';
import { millisSchema, readDocumentFields, type ReadDocument } from './document-fields';
import { DEFAULT_SCHEDULE, tourScheduleSchema } from './tour-schedule';

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

const price = z.nullable(z.number().check(z.nonnegative(), z.maximum(TOUR_LIMITS.amount)));
const participantLimit = z.nullable(
  z.number().check(z.nonnegative(), z.maximum(TOUR_LIMITS.amount)),
);
const text = (max: number) => z.string().check(z.maxLength(max));

/** Every stored field of a tour except its id and timestamps: what admin saves write. */
export const tourFieldsSchema = z.object({
  slug: text(TOUR_LIMITS.slug),
  title: z.string().check(z.minLength(1), z.maxLength(TOUR_LIMITS.title)),
  image: z.nullable(z.string()),
  gallery: z.array(z.string()).check(z.maxLength(TOUR_LIMITS.galleryImages)),
  descriptionEs: text(TOUR_LIMITS.description),
  descriptionEn: text(TOUR_LIMITS.description),
  price,
  priceText: text(TOUR_LIMITS.shortText),
  priceChild: price,
  hasChildPrice: z.boolean(),
  priceType: z.enum(PRICE_TYPES),
  duration: text(TOUR_LIMITS.shortText),
  minParticipants: participantLimit,
  maxParticipants: participantLimit,
  /** When it runs and how many seats each departure has (tour-schedule.ts). */
  schedule: tourScheduleSchema,
});
export type TourFields = z.infer<typeof tourFieldsSchema>;

/** A tour as the app uses it: the stored fields, its id, timestamps in epoch milliseconds. */
export const tourSchema = z.extend(tourFieldsSchema, {
  id: z.string().check(z.minLength(1)),
  createdAt: z.optional(z.number()),
  updatedAt: z.optional(z.number()),
});
export type Tour = z.infer<typeof tourSchema>;

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

const storedTourShape = {
  ...tourFieldsSchema.shape,
  // Tours stored before schedules existed run every day with no seat limit (the default).
  schedule: z.optional(tourScheduleSchema),
  createdAt: z.optional(millisSchema),
  updatedAt: z.optional(millisSchema),
};

/** A stored tour document; the slug and title fall back to the id so a page can still show it. */
export function readTour(id: string, raw: unknown): ReadDocument<Tour> {
  const { value, badFields } = readDocumentFields('tour', id, raw, storedTourShape, {
    ...EMPTY_TOUR_FIELDS,
  } as Omit<Tour, 'id'>);
  return {
    value: { ...value, id, slug: value.slug || id, title: value.title || id },
    badFields,
  };
}
