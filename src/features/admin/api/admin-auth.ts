// Team sign-in (the owner's admin claim or a staff claim required), sign-out and password change on Firebase Auth.
import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
} from 'firebase/auth';
import { clearAdminFirestore } from '@/lib/firebase/admin-app';
import { auth } from '@/lib/firebase/auth';
import { writeLastActivity } from '../utils/idle-session';
import { hasTeamClaim } from './admin-session';
import { NotAuthorisedError } from './auth-errors';

export async function signInAdmin(email: string, password: string): Promise<void> {
  const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
  if (!(await hasTeamClaim(user))) {
    await signOut(auth);
    throw new NotAuthorisedError();
  }
  // Signing in is activity: an old time left by an earlier session must not end this one at once.
  writeLastActivity(localStorage, Date.now());
}

/** Stops the admin's reads and drops what they loaded before the token goes, then signs out. */
export async function signOutAdmin(): Promise<void> {
  try {
    await clearAdminFirestore();
  } finally {
    await signOut(auth);
  }
}

/**
 * Proves the admin knows the current password (a session left open on a shared device is not
 * enough), then sets the new one. A wrong current password fails with Auth's bad-credential code.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('No signed-in user.');
  await reauthenticateWithCredential(
    user,
    EmailAuthProvider.credential(user.email, currentPassword),
  );
  await updatePassword(user, newPassword);
}
