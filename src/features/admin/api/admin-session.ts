// Who is signed in to the admin panel and whether their token carries the admin claim, shared by
// every admin screen through reactfire's sign-in check.
import type { User } from 'firebase/auth';
import { useSigninCheck } from 'reactfire';

export type AdminSession =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; email: string; isAdmin: boolean };

/** The claim every admin screen and the rules require. */
const ADMIN_CLAIM = { admin: true };

/** True when the user's current ID token carries the custom claim admin: true. */
export async function hasAdminClaim(user: User): Promise<boolean> {
  const token = await user.getIdTokenResult();
  return token.claims.admin === true;
}

/** Follows token changes (sign-in, sign-out, refresh) and checks the claim on each. */
export function useAdminSession(): AdminSession {
  const { status, data } = useSigninCheck({ requiredClaims: ADMIN_CLAIM });
  if (status !== 'success') return { status: 'loading' };
  if (!data.signedIn) return { status: 'signedOut' };
  return { status: 'signedIn', email: data.user.email ?? '', isAdmin: data.hasRequiredClaims };
}
