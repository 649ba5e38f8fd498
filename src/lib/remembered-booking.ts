// The booking this device remembers, in localStorage: written by checkout and "My booking", read
// by "My booking". Storage that refuses access (private mode, a full disk) only loses the memory.
import {
  REMEMBERED_BOOKING_KEY,
  parseRememberedBooking,
  serializeRememberedBooking,
  type RememberedBooking,
} from '@/domain/remembered-booking';

export function readRememberedBooking(): RememberedBooking | null {
  try {
    return parseRememberedBooking(localStorage.getItem(REMEMBERED_BOOKING_KEY));
  } catch {
    return null;
  }
}

export function rememberBooking(entry: RememberedBooking): void {
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
