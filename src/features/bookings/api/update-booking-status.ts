// Moves a booking between pending, confirmed and cancelled; firestore.rules let admins change nothing else.
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import type { BookingStatus } from '@/domain/booking';
import { adminFirestore } from '@/lib/firebase/admin-app';

export function updateBookingStatus(orderId: string, status: BookingStatus): Promise<void> {
  return updateDoc(doc(adminFirestore(), 'bookings', orderId), {
    status,
    updatedAt: serverTimestamp(),
  });
}
