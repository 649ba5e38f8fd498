// The admin area's reactfire providers: its Firebase app and Auth for the whole area, and a
// Firestore per admin session, so nothing read in one session is served in the next. Storage is
// provided by the screens that upload (admin-storage.tsx), so it is not on the first screen.
import { useEffect, type ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { adminApp, adminFirestore, clearAdminFirestore } from '@/lib/firebase/admin-app';
import { auth } from '@/lib/firebase/auth';
import { useAdminSession } from './admin-session';

/**
 * Signed out here, in another tab or by the idle timer: the admin's Firestore stops and drops what
 * it read. reactfire caches each query's last answer for the life of the page, keyed by the query
 * and so by its Firestore; the next session's Firestore is a new one, so no old answer is reused.
 */
function ClearOnSignOut() {
  const signedOut = useAdminSession().status === 'signedOut';
  useEffect(() => {
    if (!signedOut) return;
    clearAdminFirestore().catch((error: unknown) =>
      console.error('Could not clear the admin data', error),
    );
  }, [signedOut]);
  return null;
}

export function AdminFirebaseProvider({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={adminApp}>
      <AuthProvider sdk={auth}>
        <ClearOnSignOut />
        {children}
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

/**
 * The admin's live reads, for screens shown to a signed-in admin only. Read on each render: after
 * a sign-out cleared it, the next session starts a fresh Firestore.
 */
export function AdminFirestoreProvider({ children }: { children: ReactNode }) {
  return <FirestoreProvider sdk={adminFirestore()}>{children}</FirestoreProvider>;
}
