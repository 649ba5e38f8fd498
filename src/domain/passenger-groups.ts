// Transfer passenger groups (1-2, 3-5, 5-9) and the price a route charges for each.

export const PASSENGER_GROUP_IDS = ['price1to2', 'price3to5', 'price5to9'] as const;
export type PassengerGroup = (typeof PASSENGER_GROUP_IDS)[number];

export interface PassengerGroupInfo {
  id: PassengerGroup;
  /** Spanish label, also stored on bookings and sent in WhatsApp messages. */
  label: string;
  i18nKey: string;
}

export const PASSENGER_GROUPS: readonly PassengerGroupInfo[] = [
  { id: 'price1to2', label: '1-2 Pasajeros', i18nKey: 'passengerGroups.price1to2' },
  { id: 'price3to5', label: '3-5 Pasajeros', i18nKey: 'passengerGroups.price3to5' },
  { id: 'price5to9', label: '5-9 Pasajeros', i18nKey: 'passengerGroups.price5to9' },
];

export function isPassengerGroup(value: string): value is PassengerGroup {
  return (PASSENGER_GROUP_IDS as readonly string[]).includes(value);
}

export function passengerGroupLabel(group: PassengerGroup): string {
  return PASSENGER_GROUPS.find((info) => info.id === group)?.label ?? group;
}

/**
 * The route's price for the group, or null when the route has none. Zero counts as none:
 * the admin route editor saves 0 for an unparseable entry, and no transfer is free.
 */
export function transferPrice(
  route: Readonly<Record<PassengerGroup, number | null>>,
  group: PassengerGroup,
): number | null {
  const price = route[group];
  return price !== null && Number.isFinite(price) && price > 0 ? price : null;
}
