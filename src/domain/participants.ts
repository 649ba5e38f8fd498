// Participant counts for a tour booking and the limits the tour's settings put on them.
import type { Tour } from './tour';

export const DEFAULT_MAX_PARTICIPANTS = 99;

export interface Participants {
  adults: number;
  children: number;
}

export interface ParticipantCount extends Participants {
  total: number;
}

export interface ParticipantLimits {
  minAdults: number;
  maxTotal: number;
  childrenAllowed: boolean;
}

export type TourLimitFields = Pick<Tour, 'minParticipants' | 'maxParticipants' | 'hasChildPrice'> &
  Partial<Pick<Tour, 'priceType'>>;

export type ParticipantsProblem =
  'invalid_count' | 'below_minimum' | 'above_maximum' | 'children_not_allowed';

export function totalParticipants({ adults, children }: Participants): number {
  return adults + children;
}

export function withTotal({ adults, children }: Participants): ParticipantCount {
  return { adults, children, total: adults + children };
}

function positiveInteger(value: number | null): number | null {
  return value !== null && Number.isFinite(value) && value >= 1 ? Math.floor(value) : null;
}

/** A per-group tour is booked as one unit (its price covers the group), so it has no counters. */
export const GROUP_UNIT: Readonly<Participants> = Object.freeze({ adults: 1, children: 0 });

export function participantLimits(tour: TourLimitFields): ParticipantLimits {
  if (tour.priceType === 'per_group') return { minAdults: 1, maxTotal: 1, childrenAllowed: false };
  const minAdults = positiveInteger(tour.minParticipants) ?? 1;
  const maxTotal = positiveInteger(tour.maxParticipants) ?? DEFAULT_MAX_PARTICIPANTS;
  return {
    minAdults,
    // A maximum below the minimum would make the tour unbookable; the minimum wins.
    maxTotal: Math.max(maxTotal, minAdults),
    childrenAllowed: tour.hasChildPrice,
  };
}

export function canAddAdult(tour: TourLimitFields, participants: Participants): boolean {
  return totalParticipants(participants) < participantLimits(tour).maxTotal;
}

export function canAddChild(tour: TourLimitFields, participants: Participants): boolean {
  const { childrenAllowed, maxTotal } = participantLimits(tour);
  return childrenAllowed && totalParticipants(participants) < maxTotal;
}

export function canRemoveAdult(tour: TourLimitFields, participants: Participants): boolean {
  return participants.adults > participantLimits(tour).minAdults;
}

export function canRemoveChild(_tour: TourLimitFields, participants: Participants): boolean {
  return participants.children > 0;
}

/** Why these counts cannot be booked for the tour, or null when they can. */
export function checkParticipants(
  tour: TourLimitFields,
  participants: Participants,
): ParticipantsProblem | null {
  const { adults, children } = participants;
  if (![adults, children].every((n) => Number.isInteger(n) && n >= 0)) return 'invalid_count';
  const { minAdults, maxTotal, childrenAllowed } = participantLimits(tour);
  if (children > 0 && !childrenAllowed) return 'children_not_allowed';
  const total = totalParticipants(participants);
  if (total < minAdults) return 'below_minimum';
  if (total > maxTotal) return 'above_maximum';
  return null;
}

/** Book-now is enabled only while the counts satisfy the tour's limits. */
export function canBook(tour: TourLimitFields, participants: Participants): boolean {
  return checkParticipants(tour, participants) === null;
}
