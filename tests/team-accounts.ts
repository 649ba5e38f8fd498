// Team accounts for the functions tests: the owner and staff members as e-mail/password users of
// the Auth emulator, each signed in for a fresh ID token; removed with their staff documents after.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../scripts/lib/admin-app';
import { PROJECT_ID } from '../scripts/lib/local-stack';
import { signIn } from './booking-client';

const PASSWORD = 'Team-test-2026!';
const made = new Set<string>();

export interface TeamAccount {
  uid: string;
  email: string;
  idToken: string;
}

/** A user with these claims (and, for staff, their staff/{uid} document), signed in. */
export async function teamAccount(
  label: string,
  role: 'owner' | 'staff' | 'none',
): Promise<TeamAccount> {
  const app = adminApp(PROJECT_ID);
  const email = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@team.test`;
  const user = await getAuth(app).createUser({ email, password: PASSWORD });
  made.add(user.uid);
  if (role === 'owner') await getAuth(app).setCustomUserClaims(user.uid, { admin: true });
  if (role === 'staff') {
    await getAuth(app).setCustomUserClaims(user.uid, { staff: true });
    await getFirestore(app)
      .doc(`staff/${user.uid}`)
      .set({ email, addedAt: new Date(), addedBy: 'test' });
  }
  return { uid: user.uid, email, idToken: await signIn(email, PASSWORD) };
}

/** Remembers a user a test created another way (addStaff), to delete it afterwards. */
export function forgetLater(uid: string): void {
  made.add(uid);
}

export async function deleteTeamAccounts(): Promise<void> {
  const app = adminApp(PROJECT_ID);
  await Promise.all(
    [...made].map(async (uid) => {
      await getFirestore(app).doc(`staff/${uid}`).delete();
      await getAuth(app)
        .deleteUser(uid)
        .catch(() => undefined);
    }),
  );
  made.clear();
}
