// The tour document's one schema (tours/{id}), the types derived from it, and how a stored one is
// read. Apart from tour.ts, whose bounds and defaults pages use as they render: only code that
// checks or reads documents (functions, admin, the live catalog) loads the schemas.
import { z } from './zod';
import { millisSchema, readDocumentFields, type ReadDocument } from './document-fields';
import { EMPTY_TOUR_FIELDS, PRICE_TYPES, TOUR_LIMITS } from './tour';
import { tourScheduleSchema } from './tour-schedule-schema';

const price = z.nullable(z.number().check(z.nonnegative(), z.maximum(TOUR_LIMITS.amount)));
const participantLimit = z.nullable(
  z.number().check(z.nonnegative(), z.maximum(TOUR_LIMITS.amount)),
);
const text = (max: number) => z.string().check(z.maxLength(max));

/** Every stored field of a tour except its id and timestamps: what admin saves write. */
export const tourFieldsSchema = z.object({
  slug: text(TOUR_LIMITS.slug),
  /** The title in Spanish (the site's fallback language); titleEn is the English one. */
  title: z.string().check(z.minLength(1), z.maxLength(TOUR_LIMITS.title)),
  titleEn: text(TOUR_LIMITS.title),
  image: z.nullable(z.string()),
  gallery: z.array(z.string()).check(z.maxLength(TOUR_LIMITS.galleryImages)),
  descriptionEs: text(TOUR_LIMITS.description),
  descriptionEn: text(TOUR_LIMITS.description),
  price,
  /** Spanish, as title; priceTextEn the English. */
  priceText: text(TOUR_LIMITS.shortText),
  priceTextEn: text(TOUR_LIMITS.shortText),
  priceChild: price,
  hasChildPrice: z.boolean(),
  priceType: z.enum(PRICE_TYPES),
  /** Spanish, as title; durationEn the English. */
  duration: text(TOUR_LIMITS.shortText),
  durationEn: text(TOUR_LIMITS.shortText),
  /** What to bring, for the reminder e-mail the evening before (functions/src/mail-render.ts). */
  whatToBringEs: text(TOUR_LIMITS.whatToBring),
  whatToBringEn: text(TOUR_LIMITS.whatToBring),
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

/**
 * The English texts as stored: tours saved before they existed have only the single fields, which
 * are the Spanish ones; their English is then empty (pages fall back to the Spanish).
 */
export const storedEnglishShape = {
  titleEn: z.optional(text(TOUR_LIMITS.title)),
  priceTextEn: z.optional(text(TOUR_LIMITS.shortText)),
  durationEn: z.optional(text(TOUR_LIMITS.shortText)),
  whatToBringEs: z.optional(text(TOUR_LIMITS.whatToBring)),
  whatToBringEn: z.optional(text(TOUR_LIMITS.whatToBring)),
};

const storedTourShape = {
  ...tourFieldsSchema.shape,
  ...storedEnglishShape,
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
