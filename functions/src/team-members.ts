// Who is on the team: the owner (claim admin) and staff (claim staff with a staff/{uid} document,
// as firestore.rules' isStaff() checks it: removing a member deletes the document, so an older token
// that still carries the claim is refused at once).
import type { Firestore } from 'firebase-admin/firestore';

/** Team members' documents, staff/{uid}: written only by addStaff and removeStaff. */
export const STAFF_COLLECTION = 'staff';

export async function isTeamMember(
  db: Firestore,
  uid: string,
  claims: Record<string, unknown>,
): Promise<boolean> {
  if (claims.admin === true) return true;
  if (claims.staff !== true) return false;
  return (await db.collection(STAFF_COLLECTION).doc(uid).get()).exists;
}
