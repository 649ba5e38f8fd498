// Creates or promotes a staff account: an email/password user with the custom claim admin: true.
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export async function ensureAdmin(
  app: App,
  email: string,
  password: string,
): Promise<{ uid: string; created: boolean }> {
  const auth = getAuth(app);
  let created = false;
  let user = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  if (user) {
    user = await auth.updateUser(user.uid, { password });
  } else {
    user = await auth.createUser({ email, password, emailVerified: true });
    created = true;
  }
  await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), admin: true });
  return { uid: user.uid, created };
}
