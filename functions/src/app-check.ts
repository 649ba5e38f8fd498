// App Check on the public callables (createBooking, lookupBooking): enforced, and each token is
// good for one call (limited-use), so a token lifted from one request cannot drive a script.
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';

/**
 * App Check is enforced unless ENFORCE_APP_CHECK=false: only the local stack says so (in
 * functions/.env.demo-puntacana), because no App Check emulator exists to issue tokens offline.
 */
export const enforceAppCheck = process.env.ENFORCE_APP_CHECK !== 'false';

/** Options of a public callable: its token is verified and consumed with App Check's service. */
export const appCheckOptions = { enforceAppCheck, consumeAppCheckToken: enforceAppCheck } as const;

/** firebase-functions hands a consumed (replayed) token on, marked, rather than refusing it. */
export function refuseReplayedToken(request: Pick<CallableRequest, 'app'>): void {
  if (request.app?.alreadyConsumed) {
    throw new HttpsError('unauthenticated', 'This App Check token was already used');
  }
}
