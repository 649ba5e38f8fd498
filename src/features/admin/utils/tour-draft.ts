// A tour card's editable copy: numbers as typed text, dirty by deep comparison, turned back into tour fields on save.
import { SLUG_PATTERN, TOUR_LIMITS, type TourFields } from '@/domain/tour';

const NUMBER_FIELDS = ['price', 'priceChild', 'minParticipants', 'maxParticipants'] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

export type TourDraft = Omit<TourFields, NumberField> & Record<NumberField, string>;

export type TourDraftProblem =
  | 'required'
  | 'slug_format'
  | 'not_a_number'
  | 'negative'
  | 'too_large'
  | 'too_long'
  | 'min_above_max';
export type TourDraftProblems = Partial<Record<keyof TourDraft, TourDraftProblem>>;

/** The longest each text field may be. */
export const TOUR_TEXT_LIMITS = {
  slug: TOUR_LIMITS.slug,
  title: TOUR_LIMITS.title,
  descriptionEs: TOUR_LIMITS.description,
  descriptionEn: TOUR_LIMITS.description,
  priceText: TOUR_LIMITS.shortText,
  duration: TOUR_LIMITS.shortText,
} as const;

export function toDraft(tour: TourFields): TourDraft {
  const numberText = (value: number | null) => (value === null ? '' : String(value));
  return {
    slug: tour.slug,
    title: tour.title,
    image: tour.image,
    gallery: [...tour.gallery],
    descriptionEs: tour.descriptionEs,
    descriptionEn: tour.descriptionEn,
    price: numberText(tour.price),
    priceText: tour.priceText,
    priceChild: numberText(tour.priceChild),
    hasChildPrice: tour.hasChildPrice,
    priceType: tour.priceType,
    duration: tour.duration,
    minParticipants: numberText(tour.minParticipants),
    maxParticipants: numberText(tour.maxParticipants),
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  return a === b;
}

/** Deep comparison of the draft with the stored tour, field by field. */
export function isDraftDirty(draft: TourDraft, tour: TourFields): boolean {
  const stored = toDraft(tour);
  return (Object.keys(stored) as (keyof TourDraft)[]).some(
    (field) => !sameValue(draft[field], stored[field]),
  );
}

/** Empty text becomes null, anything else a number (null when it is not one). */
function draftNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export function fromDraft(draft: TourDraft): TourFields {
  return {
    ...draft,
    slug: draft.slug.trim(),
    title: draft.title.trim(),
    gallery: [...draft.gallery],
    price: draftNumber(draft.price),
    priceChild: draftNumber(draft.priceChild),
    minParticipants: draftNumber(draft.minParticipants),
    maxParticipants: draftNumber(draft.maxParticipants),
  };
}

/** What must be fixed before the draft can be saved; empty when it is fine. */
export function draftProblems(draft: TourDraft): TourDraftProblems {
  const problems: TourDraftProblems = {};
  if (draft.title.trim() === '') problems.title = 'required';
  if (draft.slug.trim() === '') problems.slug = 'required';
  else if (!SLUG_PATTERN.test(draft.slug.trim())) problems.slug = 'slug_format';
  for (const [field, limit] of Object.entries(TOUR_TEXT_LIMITS) as [
    keyof typeof TOUR_TEXT_LIMITS,
    number,
  ][]) {
    if (!problems[field] && draft[field].trim().length > limit) problems[field] = 'too_long';
  }
  for (const field of NUMBER_FIELDS) {
    const text = draft[field].trim();
    if (text === '') continue;
    const value = Number(text);
    if (!Number.isFinite(value)) problems[field] = 'not_a_number';
    else if (value < 0) problems[field] = 'negative';
    else if (value > TOUR_LIMITS.amount) problems[field] = 'too_large';
  }
  const { minParticipants: min, maxParticipants: max } = fromDraft(draft);
  if (!problems.maxParticipants && min !== null && max !== null && min > max) {
    problems.maxParticipants = 'min_above_max';
  }
  return problems;
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(target, 0, item);
  return next;
}

/** The spec's defaults for a new tour; `now` makes the slug unique ('tour-' + timestamp). */
export function newTourFields(now: number): TourFields {
  return {
    slug: `tour-${now}`,
    title: 'Nuevo Tour Asombroso',
    image: null,
    gallery: [],
    descriptionEs: 'Describe aquí el tour: qué incluye, horarios de recogida y qué llevar.',
    descriptionEn: 'Describe the tour here: what is included, pick-up times and what to bring.',
    price: 75,
    priceText: 'USD por adulto',
    priceChild: null,
    hasChildPrice: false,
    priceType: 'per_person',
    duration: 'Medio día',
    minParticipants: 1,
    maxParticipants: 10,
  };
}
