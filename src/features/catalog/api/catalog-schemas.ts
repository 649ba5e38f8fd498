// Turns raw Firestore documents of the catalog into safe typed values: bad fields get defaults and a warning.
import { z } from 'zod';
import {
  PRICE_TYPES,
  SITE_CONTENT_KEYS,
  TRANSFER_TYPES,
  type PricingRoute,
  type SiteContent,
  type Tour,
} from '@/domain/types';

const nullableNumber = z.number().finite().nullable();

/** Firestore Timestamps (or anything with toMillis) become epoch milliseconds. */
const millis = z
  .custom<{ toMillis: () => number }>(
    (value) => typeof (value as { toMillis?: unknown } | null)?.toMillis === 'function',
  )
  .transform((value) => value.toMillis())
  .or(z.number())
  .optional();

const tourFields = {
  slug: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  gallery: z.array(z.string()),
  descriptionEs: z.string(),
  descriptionEn: z.string(),
  price: nullableNumber,
  priceText: z.string(),
  priceChild: nullableNumber,
  hasChildPrice: z.boolean(),
  priceType: z.enum(PRICE_TYPES),
  duration: z.string(),
  minParticipants: nullableNumber,
  maxParticipants: nullableNumber,
  createdAt: millis,
  updatedAt: millis,
};

const tourDefaults: Omit<Tour, 'id'> = {
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
};

const routeFields = {
  type: z.enum(TRANSFER_TYPES),
  from: z.string(),
  to: z.string(),
  price1to2: nullableNumber,
  price3to5: nullableNumber,
  price5to9: nullableNumber,
};

const routeDefaults: Omit<PricingRoute, 'id'> = {
  type: 'Hotel',
  from: '',
  to: '',
  price1to2: null,
  price3to5: null,
  price5to9: null,
};

type Fields = Record<string, z.ZodType>;

/** Parses each field on its own, so one bad field costs only that field. */
function parseFields<T extends object>(
  kind: string,
  id: string,
  raw: unknown,
  fields: Fields,
  defaults: T,
): T {
  const data = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const result: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  const bad: string[] = [];
  for (const [name, schema] of Object.entries(fields)) {
    const value = data[name];
    if (value === undefined && name in defaults) {
      bad.push(name);
      continue;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) {
      if (parsed.data !== undefined) result[name] = parsed.data;
    } else {
      bad.push(name);
    }
  }
  if (bad.length > 0) {
    console.warn(`Malformed ${kind} document ${id}: using defaults for ${bad.join(', ')}`);
  }
  return result as T;
}

export function toTour(id: string, raw: unknown): Tour {
  const tour = parseFields('tour', id, raw, tourFields, tourDefaults);
  return { ...tour, id, slug: tour.slug || id, title: tour.title || id };
}

export function toPricingRoute(id: string, raw: unknown): PricingRoute {
  return { ...parseFields('pricing', id, raw, routeFields, routeDefaults), id };
}

/** siteContent/{key} documents hold { value }; unknown keys and non-string values are dropped. */
export function toSiteContent(docs: { id: string; data: unknown }[]): SiteContent {
  const content: SiteContent = {};
  for (const { id, data } of docs) {
    const value = (data as { value?: unknown } | null)?.value;
    if (!(SITE_CONTENT_KEYS as readonly string[]).includes(id)) continue;
    if (typeof value === 'string') content[id as keyof SiteContent] = value;
    else console.warn(`Malformed siteContent document ${id}: value is not text`);
  }
  return content;
}
