// One booking, live, for the check-in page: staff and the owner read it (firestore.rules).
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDoc } from 'reactfire';
import { readBooking, type StoredBooking } from '@/domain/booking';

export type BookingRead =
  { status: 'loading' } | { status: 'missing' } | { status: 'success'; booking: StoredBooking };

export function useBooking(orderId: string): BookingRead {
  const db = useFirestore();
  const { status, data } = useFirestoreDoc(doc(db, 'bookings', orderId));
  if (status !== 'success') return { status: 'loading' };
  if (!data.exists()) return { status: 'missing' };
  return { status: 'success', booking: readBooking(data.id, data.data()) };
}
