// What a callable function's failure means to the app: its canonical code, or a missing network.
import { FunctionsError } from 'firebase/functions';

export function hasCode(error: unknown, code: string): boolean {
  return error instanceof FunctionsError && error.code === `functions/${code}`;
}

export function isOffline(error: unknown): boolean {
  return !navigator.onLine || hasCode(error, 'unavailable') || hasCode(error, 'deadline-exceeded');
}
