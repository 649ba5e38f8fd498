import { describe, it, expect } from 'vitest';
import { PICKUP_SLOTS, isPickupSlot } from './pickup-slots';

describe('PICKUP_SLOTS', () => {
  it('has 48 half-hour slots from 00:00 to 23:30', () => {
    expect(PICKUP_SLOTS).toHaveLength(48);
    expect(PICKUP_SLOTS[0]).toBe('00:00');
    expect(PICKUP_SLOTS[1]).toBe('00:30');
    expect(PICKUP_SLOTS[19]).toBe('09:30');
    expect(PICKUP_SLOTS[47]).toBe('23:30');
  });

  it('lists every slot once, in time order', () => {
    expect(new Set(PICKUP_SLOTS).size).toBe(48);
    expect([...PICKUP_SLOTS].sort()).toEqual(PICKUP_SLOTS);
  });
});

describe('isPickupSlot', () => {
  it('accepts slot times', () => {
    expect(isPickupSlot('00:00')).toBe(true);
    expect(isPickupSlot('14:30')).toBe(true);
  });

  it('rejects times off the half hour, unpadded or out of range', () => {
    expect(isPickupSlot('14:15')).toBe(false);
    expect(isPickupSlot('9:30')).toBe(false);
    expect(isPickupSlot('24:00')).toBe(false);
    expect(isPickupSlot('')).toBe(false);
  });
});
