// Test bookings: a pending Zelle booking of Isla Saona for two adults, as createBooking stores it.
import type { StoredBooking } from '../domain/booking';

export function makeBooking(orderId: string, changes: Partial<StoredBooking> = {}): StoredBooking {
  return {
    orderId,
    contact: {
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'ana@example.com',
      phone: '+1 809 555 0199',
    },
    tour: {
      tourId: 'isla-saona',
      title: 'Isla Saona',
      adults: 2,
      children: 0,
      unitPrice: 95,
      childUnitPrice: 65,
      subtotal: 190,
    },
    transfer: null,
    total: 190,
    paymentMethod: 'zelle',
    status: 'pending',
    language: 'es',
    createdAt: 0,
    ...changes,
  };
}
