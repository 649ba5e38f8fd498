// The owner's team: addStaff creates a guide's or driver's account with the staff claim and a
// set-your-password link (e-mailed, and returned to be shown once); removeStaff takes the claim
// back and ends their sessions at once. Both only for the owner, checked from the caller's token.
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import type { Language } from '../../src/domain/language';
import {
  addStaffRequestSchema,
  removeStaffRequestSchema,
  type AddedStaff,
} from '../../src/domain/team';
import { paths } from '../../src/config/paths';
import { FUNCTIONS_REGION } from './create-booking';
import { AlreadyOnTeamError } from './errors';
import { renderStaffInvite } from './mail-render';
import { MAIL_SECRETS, mailSettingsFromParams } from './mail-transport';
import { siteOrigin } from './site-origin';
import { STAFF_COLLECTION } from './team-members';

function ownerOnly(auth: CallableRequest['auth']): string {
  if (auth?.token.admin !== true) {
    throw new HttpsError('permission-denied', 'Only the owner manages the team');
  }
  return auth.uid;
}

async function userByEmail(auth: Auth, email: string): Promise<UserRecord | null> {
  return auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
}

/**
 * The account for `email` with the staff claim and its staff/{uid} document; an account removed
 * before is taken back. The owner or a current member: AlreadyOnTeamError.
 */
export async function addStaffMember(
  auth: Auth,
  db: Firestore,
  email: string,
  addedBy: string,
): Promise<{ uid: string; email: string }> {
  const existing = await userByEmail(auth, email);
  if (existing?.customClaims?.admin === true) throw new AlreadyOnTeamError(email);
  const memberRef = (uid: string) => db.collection(STAFF_COLLECTION).doc(uid);
  if (existing && (await memberRef(existing.uid).get()).exists) {
    throw new AlreadyOnTeamError(email);
  }
  const user =
    existing ??
    (await auth.createUser({ email }).catch((error: { code?: string }) => {
      // Added twice at once: the other call created it.
      if (error.code === 'auth/email-already-exists') throw new AlreadyOnTeamError(email);
      throw error;
    }));
  await memberRef(user.uid)
    .create({ email: user.email ?? email, addedAt: FieldValue.serverTimestamp(), addedBy })
    .catch((error: { code?: number }) => {
      // gRPC ALREADY_EXISTS: the other of two calls at once stored it first.
      if (error.code === 6) throw new AlreadyOnTeamError(email);
      throw error;
    });
  await auth.setCustomUserClaims(user.uid, { staff: true });
  return { uid: user.uid, email: user.email ?? email };
}

/** Takes the member off the team: document, claim and every session; false when not on it. */
export async function removeStaffMember(auth: Auth, db: Firestore, uid: string): Promise<boolean> {
  const memberRef = db.collection(STAFF_COLLECTION).doc(uid);
  if (!(await memberRef.get()).exists) return false;
  // The document first: the rules refuse the member's tokens from that moment.
  await memberRef.delete();
  await auth.setCustomUserClaims(uid, null);
  await auth.revokeRefreshTokens(uid);
  return true;
}

/** Sends the link when e-mail is configured; false (logged) when it is not or the send failed. */
async function emailInvite(email: string, link: string, language: Language): Promise<boolean> {
  try {
    const settings = mailSettingsFromParams();
    const mail = renderStaffInvite(link, language);
    await settings.transport.sendMail({ from: settings.from, to: email, ...mail });
    return true;
  } catch (error) {
    logger.warn('The staff invitation was not e-mailed', {
      reason: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}

export const addStaff = onCall(
  { region: FUNCTIONS_REGION, maxInstances: 5, secrets: MAIL_SECRETS },
  async (callable): Promise<AddedStaff> => {
    const addedBy = ownerOnly(callable.auth);
    const parsed = addStaffRequestSchema.safeParse(callable.data);
    if (!parsed.success)
      throw new HttpsError('invalid-argument', 'email: not a valid e-mail address');
    const { email, language } = parsed.data;
    const auth = getAuth();
    try {
      const member = await addStaffMember(auth, getFirestore(), email.toLowerCase(), addedBy);
      const passwordLink = await auth.generatePasswordResetLink(member.email, {
        url: `${siteOrigin()}${paths.adminLogin}`,
      });
      const emailed = await emailInvite(member.email, passwordLink, language);
      return { ...member, passwordLink, emailed };
    } catch (error) {
      if (error instanceof AlreadyOnTeamError) {
        throw new HttpsError('already-exists', error.message, { reason: 'alreadyOnTeam' });
      }
      logger.error('addStaff failed', error);
      throw new HttpsError('internal', 'The staff account could not be created');
    }
  },
);

export const removeStaff = onCall(
  { region: FUNCTIONS_REGION, maxInstances: 5 },
  async (callable): Promise<{ removed: true }> => {
    ownerOnly(callable.auth);
    const parsed = removeStaffRequestSchema.safeParse(callable.data);
    if (!parsed.success) throw new HttpsError('invalid-argument', 'uid: missing');
    if (!(await removeStaffMember(getAuth(), getFirestore(), parsed.data.uid))) {
      throw new HttpsError('not-found', 'This person is not on the team');
    }
    return { removed: true };
  },
);
