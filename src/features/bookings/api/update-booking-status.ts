// Moves a booking between pending, confirmed and cancelled; firestore.rules let admins change nothing else.
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import type { BookingStatus } from '@/domain/booking';
import { firestore } from '@/lib/firebase/app';

export function updateBookingStatus(orderId: string, status: BookingStatus): Promise<void> {
  return updateDoc(doc(firestore, 'bookings', orderId), { status, updatedAt: serverTimestamp() });
}
