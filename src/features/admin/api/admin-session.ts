// Who is signed in to the admin panel and whether their token carries the admin claim, shared by every admin screen.
import { onIdTokenChanged, type User } from 'firebase/auth';
import { useSyncExternalStore } from 'react';
import { clearAdminFirestore } from '@/lib/firebase/admin-app';
import { auth } from '@/lib/firebase/auth';

export type AdminSession =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; email: string; isAdmin: boolean };

/** True when the user's current ID token carries the custom claim admin: true. */
export async function hasAdminClaim(user: User): Promise<boolean> {
  const token = await user.getIdTokenResult();
  return token.claims.admin === true;
}

let session: AdminSession = { status: 'loading' };
const listeners = new Set<() => void>();
let watching = false;
// Each token change starts an async claim check; only the newest one may publish its result.
let latestCheck = 0;

function publish(next: AdminSession) {
  session = next;
  listeners.forEach((listener) => listener());
}

function watchAuth() {
  watching = true;
  onIdTokenChanged(auth, (user) => {
    const check = ++latestCheck;
    if (!user) {
      // Signed out here, in another tab or by the idle timer: what the admin read leaves memory too.
      void clearAdminFirestore().catch((error: unknown) =>
        console.error('Could not clear the admin data', error),
      );
      publish({ status: 'signedOut' });
      return;
    }
    void hasAdminClaim(user)
      .catch((error: unknown) => {
        console.error('Could not read the admin claim', error);
        return false;
      })
      .then((isAdmin) => {
        if (check === latestCheck)
          publish({ status: 'signedIn', email: user.email ?? '', isAdmin });
      });
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // One Auth listener for the whole panel, kept while any screen shows; the session survives route changes.
  if (!watching) watchAuth();
  return () => {
    listeners.delete(listener);
  };
}

export function useAdminSession(): AdminSession {
  return useSyncExternalStore(subscribe, () => session);
}
