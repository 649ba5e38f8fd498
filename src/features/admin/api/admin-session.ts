// Who is signed in to the admin panel and their role from their token's claims: the owner (admin)
// or a guide or driver (staff), shared by every admin screen through reactfire's sign-in check.
import type { User } from 'firebase/auth';
import { useSigninCheck } from 'reactfire';

/** 'owner': claim admin, everything; 'staff': claim staff, the day view and check-in only. */
export type TeamRole = 'owner' | 'staff';

export type AdminSession =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | {
      status: 'signedIn';
      email: string;
      /** The owner (claim admin). */
      isAdmin: boolean;
      /** The role on the team; null for an account that is neither (refused). */
      role: TeamRole | null;
    };

/** The claims the rules check (firestore.rules: isAdmin(), isStaff()). */
const ADMIN_CLAIM = { admin: true };
const STAFF_CLAIM = { staff: true };

/** True when the user's current ID token carries the owner's or a staff member's claim. */
export async function hasTeamClaim(user: User): Promise<boolean> {
  const { claims } = await user.getIdTokenResult();
  return claims.admin === true || claims.staff === true;
}

/** Follows token changes (sign-in, sign-out, refresh) and reads the role from each. */
export function useAdminSession(): AdminSession {
  const owner = useSigninCheck({ requiredClaims: ADMIN_CLAIM });
  const staff = useSigninCheck({ requiredClaims: STAFF_CLAIM });
  if (owner.status !== 'success' || staff.status !== 'success') return { status: 'loading' };
  if (!owner.data.signedIn) return { status: 'signedOut' };
  const isAdmin = owner.data.hasRequiredClaims;
  const role = isAdmin
    ? 'owner'
    : staff.data.signedIn && staff.data.hasRequiredClaims
      ? 'staff'
      : null;
  return { status: 'signedIn', email: owner.data.user.email ?? '', isAdmin, role };
}
