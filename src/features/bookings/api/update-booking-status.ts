// Staff's changes to a booking from the admin app (booking-changes.ts on the admin's Firestore).
import type { BookingStatus, StaffBookingStatus } from '@/domain/booking';
import { adminFirestore } from '@/lib/firebase/admin-app';
import { changeBookingStatus, extendHold } from './booking-changes';

export function updateBookingStatus(
  orderId: string,
  from: BookingStatus,
  to: StaffBookingStatus,
): Promise<void> {
  return changeBookingStatus(adminFirestore(), orderId, from, to);
}

export function extendBookingHold(orderId: string, until: number): Promise<void> {
  return extendHold(adminFirestore(), orderId, until);
}
