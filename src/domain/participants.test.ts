import { describe, it, expect } from 'vitest';
import {
  DEFAULT_MAX_PARTICIPANTS,
  GROUP_UNIT,
  canAddAdult,
  canAddChild,
  canBook,
  canRemoveAdult,
  canRemoveChild,
  checkParticipants,
  participantLimits,
  totalParticipants,
  withTotal,
  type TourLimitFields,
} from './participants';

const open: TourLimitFields = { minParticipants: null, maxParticipants: null, hasChildPrice: true };
const small: TourLimitFields = { minParticipants: 2, maxParticipants: 4, hasChildPrice: true };
const adultsOnly: TourLimitFields = {
  minParticipants: 1,
  maxParticipants: 10,
  hasChildPrice: false,
};

describe('totals', () => {
  it('adds adults and children', () => {
    expect(totalParticipants({ adults: 2, children: 3 })).toBe(5);
  });

  it('derives the total alongside the counts', () => {
    expect(withTotal({ adults: 2, children: 1 })).toEqual({ adults: 2, children: 1, total: 3 });
  });
});

describe('participantLimits', () => {
  it('defaults to at least 1 adult and at most 99 people', () => {
    expect(DEFAULT_MAX_PARTICIPANTS).toBe(99);
    expect(participantLimits(open)).toEqual({ minAdults: 1, maxTotal: 99, childrenAllowed: true });
  });

  it('uses the tour minimum and maximum when set', () => {
    expect(participantLimits(small)).toEqual({ minAdults: 2, maxTotal: 4, childrenAllowed: true });
  });

  it('allows children only when the tour has a child price', () => {
    expect(participantLimits(adultsOnly).childrenAllowed).toBe(false);
  });

  it('treats a zero, negative or non-numeric minimum as 1 and such a maximum as 99', () => {
    expect(
      participantLimits({ minParticipants: 0, maxParticipants: 0, hasChildPrice: false }),
    ).toMatchObject({ minAdults: 1, maxTotal: 99 });
    expect(
      participantLimits({ minParticipants: -3, maxParticipants: Number.NaN, hasChildPrice: false }),
    ).toMatchObject({ minAdults: 1, maxTotal: 99 });
  });

  it('drops the fraction of a fractional limit', () => {
    expect(
      participantLimits({ minParticipants: 2.7, maxParticipants: 5.9, hasChildPrice: false }),
    ).toMatchObject({ minAdults: 2, maxTotal: 5 });
  });

  it('raises a maximum set below the minimum so the tour stays bookable', () => {
    expect(
      participantLimits({ minParticipants: 6, maxParticipants: 4, hasChildPrice: false }).maxTotal,
    ).toBe(6);
  });
});

describe('counter buttons', () => {
  it('lets adults and children be added until the maximum is reached', () => {
    expect(canAddAdult(small, { adults: 2, children: 1 })).toBe(true);
    expect(canAddChild(small, { adults: 2, children: 1 })).toBe(true);
    expect(canAddAdult(small, { adults: 3, children: 1 })).toBe(false);
    expect(canAddChild(small, { adults: 3, children: 1 })).toBe(false);
  });

  it('stops at 99 people when the tour sets no maximum', () => {
    expect(canAddAdult(open, { adults: 98, children: 0 })).toBe(true);
    expect(canAddAdult(open, { adults: 99, children: 0 })).toBe(false);
  });

  it('never lets a child be added to a tour without a child price', () => {
    expect(canAddChild(adultsOnly, { adults: 1, children: 0 })).toBe(false);
  });

  it('keeps adults at or above the tour minimum', () => {
    expect(canRemoveAdult(small, { adults: 3, children: 0 })).toBe(true);
    expect(canRemoveAdult(small, { adults: 2, children: 0 })).toBe(false);
    expect(canRemoveAdult(open, { adults: 1, children: 0 })).toBe(false);
  });

  it('does not let adults go down while they start below a higher minimum', () => {
    expect(canRemoveAdult(small, { adults: 1, children: 0 })).toBe(false);
  });

  it('lets children go down to 0 and no further', () => {
    expect(canRemoveChild(small, { adults: 2, children: 1 })).toBe(true);
    expect(canRemoveChild(small, { adults: 2, children: 0 })).toBe(false);
  });
});

describe('canBook and checkParticipants', () => {
  it('allows booking once the total reaches the minimum, children included', () => {
    expect(canBook(small, { adults: 1, children: 1 })).toBe(true);
    expect(canBook(small, { adults: 2, children: 0 })).toBe(true);
  });

  it('blocks booking while the total is below the minimum', () => {
    expect(canBook(small, { adults: 1, children: 0 })).toBe(false);
    expect(checkParticipants(small, { adults: 1, children: 0 })).toBe('below_minimum');
  });

  it('needs at least one person when the tour sets no minimum', () => {
    expect(checkParticipants(open, { adults: 0, children: 0 })).toBe('below_minimum');
    expect(canBook(open, { adults: 1, children: 0 })).toBe(true);
  });

  it('blocks a total above the maximum', () => {
    expect(checkParticipants(small, { adults: 4, children: 1 })).toBe('above_maximum');
    expect(checkParticipants(small, { adults: 4, children: 0 })).toBeNull();
  });

  it('blocks children on a tour without a child price', () => {
    expect(checkParticipants(adultsOnly, { adults: 1, children: 1 })).toBe('children_not_allowed');
  });

  it('blocks negative, fractional or non-numeric counts', () => {
    expect(checkParticipants(open, { adults: -1, children: 3 })).toBe('invalid_count');
    expect(checkParticipants(open, { adults: 1.5, children: 0 })).toBe('invalid_count');
    expect(checkParticipants(open, { adults: Number.NaN, children: 0 })).toBe('invalid_count');
  });
});

describe('a per-group tour', () => {
  const buggy = {
    minParticipants: 2,
    maxParticipants: 10,
    hasChildPrice: true,
    priceType: 'per_group' as const,
  };

  it('is booked as exactly one unit, so its minimum of people does not block booking', () => {
    expect(participantLimits(buggy)).toEqual({ minAdults: 1, maxTotal: 1, childrenAllowed: false });
    expect(canBook(buggy, GROUP_UNIT)).toBe(true);
    expect(checkParticipants(buggy, { adults: 2, children: 0 })).toBe('above_maximum');
    expect(checkParticipants(buggy, { adults: 1, children: 1 })).toBe('children_not_allowed');
  });
});
