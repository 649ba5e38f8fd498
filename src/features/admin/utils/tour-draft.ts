// A tour card's editable copy: numbers as typed text, dirty by deep comparison, turned back into tour fields on save.
import { isIsoDate } from '@/domain/calendar-date';
import { SLUG_PATTERN, TOUR_LIMITS, type TourFields } from '@/domain/tour';
import {
  DEFAULT_SCHEDULE,
  DEPARTURE_PATTERN,
  SCHEDULE_LIMITS,
  type TourSchedule,
} from '@/domain/tour-schedule';

const NUMBER_FIELDS = ['price', 'priceChild', 'minParticipants', 'maxParticipants'] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

/** The schedule as the card edits it: typed numbers as text, departure times as typed. */
export type ScheduleDraft = Omit<TourSchedule, 'seats' | 'horizonMonths'> & {
  seats: string;
  horizonMonths: string;
};

export type TourDraft = Omit<TourFields, NumberField | 'schedule'> &
  Record<NumberField, string> & { schedule: ScheduleDraft };

export type TourDraftProblem =
  | 'required'
  | 'slug_format'
  | 'not_a_number'
  | 'negative'
  | 'too_large'
  | 'too_long'
  | 'min_above_max'
  | 'no_weekday'
  | 'time_format'
  | 'duplicate_time'
  | 'too_many_departures'
  | 'not_whole'
  | 'out_of_range'
  | 'date_format'
  | 'duplicate_date'
  | 'too_many_closed_dates';

/** A schedule part with a problem; a departure row is named by its position. */
export type ScheduleProblemKey =
  `schedule.${keyof ScheduleDraft}` | `schedule.departures.${number}`;
export type TourDraftProblems = Partial<
  Record<Exclude<keyof TourDraft, 'schedule'> | ScheduleProblemKey, TourDraftProblem>
>;

/** The whole numbers a schedule takes from typed text. */
export const SCHEDULE_NUMBER_RANGES = {
  seats: { min: 1, max: SCHEDULE_LIMITS.seats },
  horizonMonths: { min: 1, max: SCHEDULE_LIMITS.horizonMonths },
} as const;

/** The longest each text field may be. */
export const TOUR_TEXT_LIMITS = {
  slug: TOUR_LIMITS.slug,
  title: TOUR_LIMITS.title,
  titleEn: TOUR_LIMITS.title,
  descriptionEs: TOUR_LIMITS.description,
  descriptionEn: TOUR_LIMITS.description,
  priceText: TOUR_LIMITS.shortText,
  priceTextEn: TOUR_LIMITS.shortText,
  duration: TOUR_LIMITS.shortText,
  durationEn: TOUR_LIMITS.shortText,
  whatToBringEs: TOUR_LIMITS.whatToBring,
  whatToBringEn: TOUR_LIMITS.whatToBring,
} as const;

/** Weekday numbers in order (a plain sort() would compare them as text). */
export const byNumber = (a: number, b: number) => a - b;

export function toDraft(tour: TourFields): TourDraft {
  const numberText = (value: number | null) => (value === null ? '' : String(value));
  return {
    slug: tour.slug,
    title: tour.title,
    titleEn: tour.titleEn,
    image: tour.image,
    gallery: [...tour.gallery],
    descriptionEs: tour.descriptionEs,
    descriptionEn: tour.descriptionEn,
    price: numberText(tour.price),
    priceText: tour.priceText,
    priceTextEn: tour.priceTextEn,
    priceChild: numberText(tour.priceChild),
    hasChildPrice: tour.hasChildPrice,
    priceType: tour.priceType,
    duration: tour.duration,
    durationEn: tour.durationEn,
    whatToBringEs: tour.whatToBringEs,
    whatToBringEn: tour.whatToBringEn,
    minParticipants: numberText(tour.minParticipants),
    maxParticipants: numberText(tour.maxParticipants),
    schedule: {
      weekdays: [...tour.schedule.weekdays].sort(byNumber),
      departures: [...tour.schedule.departures],
      seats: numberText(tour.schedule.seats),
      closedDates: [...tour.schedule.closedDates].sort(),
      horizonMonths: String(tour.schedule.horizonMonths),
    },
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) =>
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    );
  }
  return a === b;
}

/** Departures are saved sorted, so rows typed in another order are the same schedule. */
function comparable(draft: TourDraft): TourDraft {
  return {
    ...draft,
    schedule: { ...draft.schedule, departures: [...draft.schedule.departures].sort() },
  };
}

/** Deep comparison of the draft with the stored tour, field by field. */
export function isDraftDirty(draft: TourDraft, tour: TourFields): boolean {
  const stored = comparable(toDraft(tour));
  const edited = comparable(draft);
  return (Object.keys(stored) as (keyof TourDraft)[]).some(
    (field) => !sameValue(edited[field], stored[field]),
  );
}

/** Empty text becomes null, anything else a number (null when it is not one). */
function draftNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function fromScheduleDraft(schedule: ScheduleDraft): TourSchedule {
  return {
    weekdays: [...new Set(schedule.weekdays)].sort(byNumber),
    departures: schedule.departures.map((time) => time.trim()).sort(),
    seats: draftNumber(schedule.seats),
    closedDates: [...new Set(schedule.closedDates)].sort(),
    horizonMonths: draftNumber(schedule.horizonMonths) ?? DEFAULT_SCHEDULE.horizonMonths,
  };
}

export function fromDraft(draft: TourDraft): TourFields {
  return {
    ...draft,
    slug: draft.slug.trim(),
    title: draft.title.trim(),
    titleEn: draft.titleEn.trim(),
    gallery: [...draft.gallery],
    price: draftNumber(draft.price),
    priceChild: draftNumber(draft.priceChild),
    minParticipants: draftNumber(draft.minParticipants),
    maxParticipants: draftNumber(draft.maxParticipants),
    schedule: fromScheduleDraft(draft.schedule),
  };
}

/** What is wrong with a typed whole number (empty is allowed only where `optional`). */
function wholeNumberProblem(
  text: string,
  { min, max }: { min: number; max: number },
  optional: boolean,
): TourDraftProblem | null {
  if (text.trim() === '') return optional ? null : 'required';
  const value = Number(text.trim());
  if (!Number.isFinite(value)) return 'not_a_number';
  // The database takes whole numbers only: 40.5 seats would be refused.
  if (!Number.isInteger(value)) return 'not_whole';
  if (value < min || value > max) return 'out_of_range';
  return null;
}

/** Why `date` cannot join the closed dates, or null when it can. */
export function closedDateProblem(
  closedDates: readonly string[],
  date: string,
): TourDraftProblem | null {
  if (!isIsoDate(date)) return 'date_format';
  if (closedDates.includes(date)) return 'duplicate_date';
  if (closedDates.length >= SCHEDULE_LIMITS.closedDates) return 'too_many_closed_dates';
  return null;
}

export function scheduleProblems(schedule: ScheduleDraft): TourDraftProblems {
  const problems: TourDraftProblems = {};
  if (schedule.weekdays.length === 0) problems['schedule.weekdays'] = 'no_weekday';
  if (schedule.departures.length > SCHEDULE_LIMITS.departures) {
    problems['schedule.departures'] = 'too_many_departures';
  }
  schedule.departures.forEach((time, index) => {
    if (!DEPARTURE_PATTERN.test(time.trim())) {
      problems[`schedule.departures.${index}`] = 'time_format';
    } else if (schedule.departures.slice(0, index).some((other) => other.trim() === time.trim())) {
      problems[`schedule.departures.${index}`] = 'duplicate_time';
    }
  });
  const seats = wholeNumberProblem(schedule.seats, SCHEDULE_NUMBER_RANGES.seats, true);
  if (seats) problems['schedule.seats'] = seats;
  const horizon = wholeNumberProblem(
    schedule.horizonMonths,
    SCHEDULE_NUMBER_RANGES.horizonMonths,
    false,
  );
  if (horizon) problems['schedule.horizonMonths'] = horizon;
  const { closedDates } = schedule;
  if (closedDates.length > SCHEDULE_LIMITS.closedDates) {
    problems['schedule.closedDates'] = 'too_many_closed_dates';
  } else if (closedDates.some((date) => !isIsoDate(date))) {
    problems['schedule.closedDates'] = 'date_format';
  } else if (new Set(closedDates).size < closedDates.length) {
    problems['schedule.closedDates'] = 'duplicate_date';
  }
  return problems;
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
  return { ...problems, ...scheduleProblems(draft.schedule) };
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
    titleEn: 'Amazing New Tour',
    image: null,
    gallery: [],
    descriptionEs: 'Describe aquí el tour: qué incluye, horarios de recogida y qué llevar.',
    descriptionEn: 'Describe the tour here: what is included, pick-up times and what to bring.',
    price: 75,
    priceText: 'USD por adulto',
    priceTextEn: 'USD per adult',
    priceChild: null,
    hasChildPrice: false,
    priceType: 'per_person',
    duration: 'Medio día',
    durationEn: 'Half day',
    whatToBringEs: 'Traje de baño, toalla y protector solar.',
    whatToBringEn: 'Swimsuit, towel and sunscreen.',
    minParticipants: 1,
    maxParticipants: 10,
    schedule: { ...DEFAULT_SCHEDULE, weekdays: [...DEFAULT_SCHEDULE.weekdays] },
  };
}
