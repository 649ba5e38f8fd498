// Creates or restores a staff account (a guide or driver) on the local stack: an email/password
// user with the custom claim staff: true and its staff/{uid} document, as addStaff leaves them.
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

export async function ensureStaff(app: App, email: string, password: string): Promise<void> {
  const auth = getAuth(app);
  const existing = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  const user = existing
    ? await auth.updateUser(existing.uid, { password })
    : await auth.createUser({ email, password, emailVerified: true });
  await auth.setCustomUserClaims(user.uid, { staff: true });
  await getFirestore(app)
    .doc(`staff/${user.uid}`)
    .set({ email, addedAt: FieldValue.serverTimestamp(), addedBy: 'seed' });
}
