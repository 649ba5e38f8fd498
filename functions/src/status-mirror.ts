// The public mirror of a booking's status, bookingStatus/{statusToken}: drawing its key and what it holds.
import { randomBytes } from 'node:crypto';
import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import type { BookingStatus } from '../../src/domain/booking';
import { bookingStatusMirrorSchema, readStatusToken } from '../../src/domain/booking-status';

/** 128 random bits: the token is the only key to the mirror, so it must be unguessable. */
export function newStatusToken(): string {
  return randomBytes(16).toString('base64url');
}

export function statusMirrorRef(db: Firestore, token: string): DocumentReference {
  return db.collection('bookingStatus').doc(token);
}

export interface StatusMirrorWrite {
  token: string;
  fields: { status: BookingStatus; updatedAt: Timestamp };
}

/**
 * The mirror a stored booking should have: its status, and when staff last changed it (`now` for a
 * booking without updatedAt). Null for a booking without a token (made before tokens existed) or
 * without a valid status.
 */
export function statusMirrorOf(
  booking: DocumentData | undefined,
  now: Timestamp,
): StatusMirrorWrite | null {
  const token = readStatusToken(booking?.statusToken);
  const status = bookingStatusMirrorSchema.shape.status.safeParse(booking?.status);
  if (token === null || !status.success) return null;
  const updatedAt = booking?.updatedAt instanceof Timestamp ? booking.updatedAt : now;
  return { token, fields: { status: status.data, updatedAt } };
}
