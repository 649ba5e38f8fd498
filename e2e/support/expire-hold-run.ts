// Run by e2e/support/expire-hold.ts with tsx, in a process of its own: the hold expiry of the
// functions (functions/src/expire-holds.ts, the scheduled function's core) for one booking, with
// the clock given, against the local stack's Firestore. Prints true when it expired the booking.
import { getFirestore } from 'firebase-admin/firestore';
import { expireHold } from '../../functions/src/expire-holds';
import { adminApp } from '../../scripts/lib/admin-app';
import { PROJECT_ID, STORAGE_BUCKET, adminEmulatorEnv } from '../../scripts/lib/local-stack';

Object.assign(process.env, adminEmulatorEnv);
const [orderId, at] = process.argv.slice(2);
if (!orderId || !at) throw new Error('Usage: expire-hold-run <orderId> <ISO time>');
const db = getFirestore(adminApp(PROJECT_ID, STORAGE_BUCKET));
console.log(String(await expireHold(db, db.doc(`bookings/${orderId}`), new Date(at))));
