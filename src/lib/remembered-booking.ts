// The booking this device remembers, in localStorage: written by checkout and "My booking", read
// by "My booking", forgotten once over (see rememberedUntil). Storage that refuses access (private
// mode, a full disk) only loses the memory.
import {
  REMEMBERED_BOOKING_KEY,
  isRememberedBookingOver,
  parseRememberedBooking,
  serializeRememberedBooking,
  type RememberedBooking,
} from '@/domain/remembered-booking';

export function readRememberedBooking(): RememberedBooking | null {
  let entry: RememberedBooking | null;
  try {
    entry = parseRememberedBooking(localStorage.getItem(REMEMBERED_BOOKING_KEY));
  } catch {
    return null;
  }
  if (entry && isRememberedBookingOver(entry, Date.now())) {
    forgetRememberedBooking();
    return null;
  }
  return entry;
}

/** Keeps the entry unless it is already over (an old booking looked up is shown, not kept). */
export function rememberBooking(entry: RememberedBooking): void {
  if (isRememberedBookingOver(entry, Date.now())) return forgetRememberedBooking();
  try {
    localStorage.setItem(REMEMBERED_BOOKING_KEY, serializeRememberedBooking(entry));
  } catch (error) {
    console.warn('Could not remember the booking on this device', error);
  }
}

export function forgetRememberedBooking(): void {
  try {
    localStorage.removeItem(REMEMBERED_BOOKING_KEY);
  } catch {
    // Storage that refuses access holds nothing to forget.
  }
}
