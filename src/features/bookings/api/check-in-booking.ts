// Checks a booking's party in (or marks a no-show) through the checkInBooking callable, with the
// voucher's key; a refusal comes back with its reason, for the page to say it.
import { FunctionsError } from 'firebase/functions';
import {
  CHECK_IN_REFUSALS,
  type BookingCheckIn,
  type CheckInRefusal,
  type CheckInRequest,
} from '@/domain/check-in';
import { callAdminFunction } from '@/lib/firebase/admin-functions';
import { isOffline } from '@/lib/firebase/callable-errors';

export type CheckInResult =
  | { status: 'done'; checkIn: BookingCheckIn }
  | { status: 'refused'; reason: CheckInRefusal | 'notTeam' }
  | { status: 'offline' }
  | { status: 'failed'; message: string };

function refusalOf(error: FunctionsError): CheckInRefusal | 'notTeam' | null {
  if (error.code === 'functions/permission-denied') return 'notTeam';
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return CHECK_IN_REFUSALS.find((known) => known === reason) ?? null;
}

export async function checkInBooking(request: CheckInRequest): Promise<CheckInResult> {
  try {
    const checkIn = await callAdminFunction<BookingCheckIn>('checkInBooking', request);
    return { status: 'done', checkIn };
  } catch (error) {
    if (isOffline(error)) return { status: 'offline' };
    const reason = error instanceof FunctionsError ? refusalOf(error) : null;
    if (reason) return { status: 'refused', reason };
    return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
