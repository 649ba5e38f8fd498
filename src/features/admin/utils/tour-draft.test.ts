import { describe, expect, it } from 'vitest';
import type { Tour } from '@/domain/tour';
import { DEFAULT_SCHEDULE, SCHEDULE_LIMITS } from '@/domain/tour-schedule';
import { tourScheduleSchema } from '@/domain/tour-schedule-schema';
import { makeTour } from '@/testing/make-tour';
import {
  closedDateProblem,
  draftProblems,
  fromDraft,
  isDraftDirty,
  moveItem,
  newTourFields,
  toDraft,
  type ScheduleDraft,
  type TourDraft,
} from './tour-draft';

// The stored fields of a tour (no id, no timestamps).
const { id: _id, ...saona }: Tour = makeTour('isla-saona', {
  title: 'Isla Saona',
  image: 'https://img/saona.jpg',
  gallery: ['https://img/1.jpg', 'https://img/2.jpg'],
  descriptionEs: 'Playa',
  descriptionEn: 'Beach',
  priceChild: 65,
  hasChildPrice: true,
  duration: 'Día completo',
});

describe('the tour draft', () => {
  it('shows numbers as text and a missing number as an empty field', () => {
    expect(toDraft(saona)).toMatchObject({
      price: '95',
      priceChild: '65',
      minParticipants: '1',
      maxParticipants: '',
    });
  });

  it('is clean until a field differs, and clean again when the value is typed back', () => {
    const draft = toDraft(saona);
    expect(isDraftDirty(draft, saona)).toBe(false);
    expect(isDraftDirty({ ...draft, price: '100' }, saona)).toBe(true);
    expect(isDraftDirty({ ...draft, price: '95' }, saona)).toBe(false);
  });

  it('compares the gallery deeply: same images in another order are a change', () => {
    const draft = toDraft(saona);
    expect(isDraftDirty({ ...draft, gallery: [...saona.gallery] }, saona)).toBe(false);
    expect(isDraftDirty({ ...draft, gallery: [...saona.gallery].reverse() }, saona)).toBe(true);
  });

  it('saves empty numeric fields as null and the others as numbers', () => {
    const fields = fromDraft({
      ...toDraft(saona),
      price: ' 120.5 ',
      priceChild: '',
      maxParticipants: '12',
    });
    expect(fields).toMatchObject({
      price: 120.5,
      priceChild: null,
      maxParticipants: 12,
      minParticipants: 1,
    });
  });

  it('reports what blocks a save', () => {
    const draft = toDraft(saona);
    expect(draftProblems(draft)).toEqual({});
    expect(draftProblems({ ...draft, title: ' ', slug: 'Isla Saona', price: '-1' })).toEqual({
      title: 'required',
      slug: 'slug_format',
      price: 'negative',
    });
    expect(draftProblems({ ...draft, minParticipants: '5', maxParticipants: '2' })).toEqual({
      maxParticipants: 'min_above_max',
    });
  });

  it('refuses, field by field, what the database would refuse: too long or too large', () => {
    const draft = toDraft(saona);
    expect(
      draftProblems({
        ...draft,
        title: 'x'.repeat(201),
        descriptionEn: 'x'.repeat(5001),
        duration: 'x'.repeat(201),
        price: '100001',
      }),
    ).toEqual({
      title: 'too_long',
      descriptionEn: 'too_long',
      duration: 'too_long',
      price: 'too_large',
    });
    expect(draftProblems({ ...draft, title: 'x'.repeat(200), price: '100000' })).toEqual({});
  });

  it('moves a gallery image within the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
  });

  it("gives a new tour the spec's defaults and a unique slug", () => {
    expect(newTourFields(1700000000000)).toMatchObject({
      slug: 'tour-1700000000000',
      title: 'Nuevo Tour Asombroso',
      price: 75,
      priceChild: null,
      hasChildPrice: false,
      priceType: 'per_person',
      priceText: 'USD por adulto',
      duration: 'Medio día',
      minParticipants: 1,
      maxParticipants: 10,
      image: null,
      gallery: [],
    });
  });
});

describe("the tour draft's schedule", () => {
  const scheduled = {
    ...saona,
    schedule: {
      weekdays: [6, 1, 3],
      departures: ['08:00', '13:30'],
      seats: 40,
      closedDates: ['2026-12-25', '2026-01-01'],
      horizonMonths: 6,
    },
  };
  const draft = toDraft(scheduled);
  const withSchedule = (changes: Partial<ScheduleDraft>): TourDraft => ({
    ...draft,
    schedule: { ...draft.schedule, ...changes },
  });

  it('shows seats and months as text, an unlimited seat count as an empty field, days in order', () => {
    expect(draft.schedule).toEqual({
      weekdays: [1, 3, 6],
      departures: ['08:00', '13:30'],
      seats: '40',
      closedDates: ['2026-01-01', '2026-12-25'],
      horizonMonths: '6',
    });
    expect(toDraft(saona).schedule).toMatchObject({ seats: '', horizonMonths: '12' });
  });

  it('saves whole numbers, an empty seat count as no limit, and times and dates sorted', () => {
    expect(
      fromDraft(
        withSchedule({
          weekdays: [5, 0],
          departures: ['15:00', '08:30'],
          seats: ' 12 ',
          closedDates: ['2026-03-02', '2026-03-01'],
          horizonMonths: '24',
        }),
      ).schedule,
    ).toEqual({
      weekdays: [0, 5],
      departures: ['08:30', '15:00'],
      seats: 12,
      closedDates: ['2026-03-01', '2026-03-02'],
      horizonMonths: 24,
    });
    expect(fromDraft(withSchedule({ seats: '' })).schedule.seats).toBeNull();
  });

  it('saves what the database accepts', () => {
    expect(tourScheduleSchema.safeParse(fromDraft(draft).schedule).success).toBe(true);
    expect(tourScheduleSchema.safeParse(fromDraft(toDraft(saona)).schedule).success).toBe(true);
  });

  it('is dirty when the schedule changes, but not when the same times are in another order', () => {
    expect(isDraftDirty(draft, scheduled)).toBe(false);
    expect(isDraftDirty(withSchedule({ weekdays: [1, 3] }), scheduled)).toBe(true);
    expect(isDraftDirty(withSchedule({ seats: '' }), scheduled)).toBe(true);
    expect(isDraftDirty(withSchedule({ closedDates: ['2026-01-01'] }), scheduled)).toBe(true);
    expect(isDraftDirty(withSchedule({ departures: ['08:00', '13:30', ''] }), scheduled)).toBe(
      true,
    );
    expect(isDraftDirty(withSchedule({ departures: ['13:30', '08:00'] }), scheduled)).toBe(false);
  });

  it('needs at least one weekday', () => {
    expect(draftProblems(withSchedule({ weekdays: [] }))).toEqual({
      'schedule.weekdays': 'no_weekday',
    });
  });

  it('names each departure that is not a time, or repeats an earlier one', () => {
    expect(
      draftProblems(withSchedule({ departures: ['08:00', '', '24:00', '8:00', '08:00'] })),
    ).toEqual({
      'schedule.departures.1': 'time_format',
      'schedule.departures.2': 'time_format',
      'schedule.departures.3': 'time_format',
      'schedule.departures.4': 'duplicate_time',
    });
    expect(draftProblems(withSchedule({ departures: [] }))).toEqual({});
  });

  it(`takes at most ${SCHEDULE_LIMITS.departures} departures`, () => {
    const times = (count: number) =>
      Array.from({ length: count }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
    expect(draftProblems(withSchedule({ departures: times(12) }))).toEqual({});
    expect(draftProblems(withSchedule({ departures: times(13) }))).toEqual({
      'schedule.departures': 'too_many_departures',
    });
  });

  it('takes seats from 1 to 10000 as a whole number, or none for no limit', () => {
    const seatsProblem = (seats: string) =>
      draftProblems(withSchedule({ seats }))['schedule.seats'];
    expect(seatsProblem('')).toBeUndefined();
    expect(seatsProblem('1')).toBeUndefined();
    expect(seatsProblem('10000')).toBeUndefined();
    expect(seatsProblem('0')).toBe('out_of_range');
    expect(seatsProblem('10001')).toBe('out_of_range');
    expect(seatsProblem('-3')).toBe('out_of_range');
    expect(seatsProblem('12.5')).toBe('not_whole');
    expect(seatsProblem('doce')).toBe('not_a_number');
  });

  it('needs a booking horizon of 1 to 24 whole months', () => {
    const horizonProblem = (horizonMonths: string) =>
      draftProblems(withSchedule({ horizonMonths }))['schedule.horizonMonths'];
    expect(horizonProblem('1')).toBeUndefined();
    expect(horizonProblem('24')).toBeUndefined();
    expect(horizonProblem('')).toBe('required');
    expect(horizonProblem('0')).toBe('out_of_range');
    expect(horizonProblem('25')).toBe('out_of_range');
    expect(horizonProblem('1.5')).toBe('not_whole');
  });

  it('adds a closed date only when it is a real date, new, and within the limit', () => {
    const closed = ['2026-12-25'];
    expect(closedDateProblem(closed, '2026-12-31')).toBeNull();
    expect(closedDateProblem(closed, '')).toBe('date_format');
    expect(closedDateProblem(closed, '2026-02-30')).toBe('date_format');
    expect(closedDateProblem(closed, '2026-12-25')).toBe('duplicate_date');
    const fullYear = Array.from({ length: 366 }, (_, day) =>
      new Date(Date.UTC(2028, 0, 1 + day)).toISOString().slice(0, 10),
    );
    expect(closedDateProblem(fullYear, '2029-01-01')).toBe('too_many_closed_dates');
  });

  it('refuses closed dates the database would refuse', () => {
    expect(draftProblems(withSchedule({ closedDates: ['2026-12-25', '2026-12-25'] }))).toEqual({
      'schedule.closedDates': 'duplicate_date',
    });
    expect(draftProblems(withSchedule({ closedDates: ['25/12/2026'] }))).toEqual({
      'schedule.closedDates': 'date_format',
    });
  });

  it('gives a new tour the default schedule: every day, no set time, no seat limit, a year ahead', () => {
    expect(newTourFields(1700000000000).schedule).toEqual(DEFAULT_SCHEDULE);
  });
});
