import { describe, expect, it } from 'vitest';
import type { StoredBooking } from '@/domain/booking';
import { filterBookings, matchesSearch, toStatusFilter } from './booking-filters';

function booking(
  orderId: string,
  firstName: string,
  lastName: string,
  status: StoredBooking['status'],
): StoredBooking {
  return {
    orderId,
    contact: { firstName, lastName, email: 'a@example.com', phone: '+1 809 555 0199' },
    tour: null,
    transfer: null,
    total: 100,
    paymentMethod: 'paypal',
    status,
    language: 'es',
    createdAt: Date.parse('2026-03-14T15:00:00Z'),
  };
}

const jose = booking('LA-AB12CXYZ', 'José', 'Martínez', 'pending');
const ana = booking('LA-ZZ999XYZ', 'Ana', 'Pérez', 'confirmed');

describe('the bookings search', () => {
  it('finds by order id or name, ignoring case and accents', () => {
    expect(matchesSearch(jose, 'la-ab12')).toBe(true);
    expect(matchesSearch(jose, 'jose martinez')).toBe(true);
    expect(matchesSearch(jose, 'ana')).toBe(false);
    expect(matchesSearch(jose, '  ')).toBe(true);
  });

  it('combines the search with the status filter', () => {
    expect(filterBookings([jose, ana], '', 'confirmed')).toEqual([ana]);
    expect(filterBookings([jose, ana], 'pérez', 'all')).toEqual([ana]);
    expect(filterBookings([jose, ana], 'pérez', 'pending')).toEqual([]);
  });

  it('reads an unknown status filter as all', () => {
    expect(toStatusFilter('pending')).toBe('pending');
    expect(toStatusFilter('paid')).toBe('all');
    expect(toStatusFilter(null)).toBe('all');
  });
});
