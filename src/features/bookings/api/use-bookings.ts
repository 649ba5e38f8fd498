// Live list of bookings, newest first (admins only, per firestore.rules).
import { collection, onSnapshot, orderBy, query } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { readBooking, type StoredBooking } from '@/domain/booking';
import { adminFirestore } from '@/lib/firebase/admin-app';

export type BookingsRead =
  | { status: 'loading'; bookings: StoredBooking[] }
  | { status: 'success'; bookings: StoredBooking[] }
  | { status: 'error'; bookings: StoredBooking[]; message: string };

export function useBookings(): BookingsRead {
  const [read, setRead] = useState<BookingsRead>({ status: 'loading', bookings: [] });
  useEffect(
    () =>
      onSnapshot(
        query(collection(adminFirestore(), 'bookings'), orderBy('createdAt', 'desc')),
        (snapshot) =>
          setRead({
            status: 'success',
            bookings: snapshot.docs.map((document) => readBooking(document.id, document.data())),
          }),
        (error) => {
          console.error('Could not load bookings', error);
          setRead((current) => ({
            status: 'error',
            bookings: current.bookings,
            message: error.message,
          }));
        },
      ),
    [],
  );
  return read;
}
