// Follows a booking's status while the page is open; Firestore loads on demand, after the page renders.
import { useEffect, useRef } from 'react';
import type { BookingStatusMirror } from '@/domain/booking-status';

/** Calls `onStatus` with each status the server gives for the token; nothing without a token. */
export function useLiveStatus(
  statusToken: string | null,
  enabled: boolean,
  onStatus: (mirror: BookingStatusMirror) => void,
): void {
  // The latest callback, so a new function each render does not restart the listener.
  const latest = useRef(onStatus);
  useEffect(() => {
    latest.current = onStatus;
  });
  useEffect(() => {
    if (statusToken === null || !enabled) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./status-listener').then(
      ({ listenToBookingStatus }) => {
        if (cancelled) return;
        stop = listenToBookingStatus(statusToken, (mirror) => latest.current(mirror));
      },
      (error: unknown) => console.error('Could not load the live status', error),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [statusToken, enabled]);
}
