// Pickup times offered for transfers: every 30 minutes from 00:00 to 23:30.

export const PICKUP_SLOTS: readonly string[] = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 === 0 ? '00' : '30'}`;
});

export function isPickupSlot(value: string): boolean {
  return PICKUP_SLOTS.includes(value);
}
