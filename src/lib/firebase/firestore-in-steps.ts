// The Firestore SDK's start on a public page, in steps of a task each: the Firebase app, the
// Firestore SDK (its module alone is a task of about 100 ms at a phone's CPU), the app's settings,
// then the app's Firestore. At once they were one task of 100-430 ms at a phone's CPU, on a page
// otherwise ready for taps. Shared by every reader (the live catalog, a tour's sold seats): the
// first to ask starts it, the others wait for the same start.
import { inSteps } from '@/lib/idle';

let started: Promise<void> | undefined;

/** Resolves once the app's Firestore (src/lib/firebase/app.ts) is evaluated, step by step. */
export function firestoreInSteps(): Promise<void> {
  started ??= inSteps([
    () => import('firebase/app'),
    () => import('firebase/firestore'),
    () => import('@/config/env'),
    () => import('@/lib/firebase/app'),
  ]).catch((error: unknown) => {
    // A failed download is tried again by the next reader, not remembered.
    started = undefined;
    throw error;
  });
  return started;
}
