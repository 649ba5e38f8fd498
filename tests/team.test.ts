// The addStaff and removeStaff callables through the Functions emulator: only the owner adds a
// staff member, once, who gets the staff claim, a team document and a set-your-password link by
// e-mail; removing them takes the claim back, ends their sessions and the rules' access at once.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp } from '../scripts/lib/admin-app';
import { PROJECT_ID, adminEmulatorEnv } from '../scripts/lib/local-stack';
import type { AddedStaff } from '../src/domain/team';
import { callFunction } from './booking-client';
import { mailTo, uniqueMailAddress } from './mail-inbox';
import { deleteTeamAccounts, forgetLater, teamAccount, type TeamAccount } from './team-accounts';

for (const [name, value] of Object.entries(adminEmulatorEnv)) process.env[name] ??= value;

let db: Firestore;
let owner: TeamAccount;

const addStaff = (who: TeamAccount | undefined, email: string, language = 'es') =>
  callFunction<AddedStaff>('addStaff', { email, language }, undefined, who?.idToken);
const removeStaff = (who: TeamAccount | undefined, uid: string) =>
  callFunction<{ removed: true }>('removeStaff', { uid }, undefined, who?.idToken);

beforeAll(async () => {
  db = getFirestore(adminApp(PROJECT_ID));
  owner = await teamAccount('owner', 'owner');
});
afterAll(async () => {
  await deleteTeamAccounts();
});

describe('the owner adding a staff member', () => {
  it('creates the account with the staff claim and e-mails a set-your-password link, also returned', async () => {
    const email = uniqueMailAddress('guia');
    const { status, result } = await addStaff(owner, email, 'en');
    expect(status).toBe(200);
    forgetLater(result!.uid);
    expect(result).toMatchObject({ email, emailed: true });
    expect(result!.passwordLink).toContain('mode=resetPassword');

    const user = await getAuth(adminApp(PROJECT_ID)).getUser(result!.uid);
    expect(user.customClaims).toEqual({ staff: true });
    expect((await db.doc(`staff/${result!.uid}`).get()).data()).toMatchObject({
      email,
      addedBy: owner.uid,
    });

    await expect.poll(async () => (await mailTo(email)).length).toBe(1);
    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe('Your team account at Punta Cana Tours');
    expect(mail!.text).toContain(result!.passwordLink);
  });

  it("refuses the same e-mail twice, and the owner's own, with a clear error", async () => {
    const email = uniqueMailAddress('chofer');
    const first = await addStaff(owner, email);
    forgetLater(first.result!.uid);
    const again = await addStaff(owner, email.toUpperCase());
    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({
      status: 'ALREADY_EXISTS',
      message: `${email} is already on the team`,
      details: { reason: 'alreadyOnTeam' },
    });
    expect((await addStaff(owner, owner.email)).error?.status).toBe('ALREADY_EXISTS');
  });

  it('refuses a malformed e-mail', async () => {
    const { status, error } = await addStaff(owner, 'not-an-email');
    expect(status).toBe(400);
    expect(error?.message).toBe('email: not a valid e-mail address');
  });
});

describe('anyone but the owner', () => {
  it('cannot add or remove staff: signed out, a tourist, a staff member', async () => {
    const staff = await teamAccount('staff', 'staff');
    const tourist = await teamAccount('tourist', 'none');
    for (const who of [undefined, tourist, staff]) {
      const email = uniqueMailAddress('intruso');
      const { status, error } = await addStaff(who, email);
      expect(status).toBe(403);
      expect(error).toMatchObject({
        status: 'PERMISSION_DENIED',
        message: 'Only the owner manages the team',
      });
      expect((await removeStaff(who, staff.uid)).status).toBe(403);
    }
    expect((await db.doc(`staff/${staff.uid}`).get()).exists).toBe(true);
  });
});

describe('the owner removing a staff member', () => {
  it('takes the claim back, ends their sessions, and their token no longer checks anyone in', async () => {
    const staff = await teamAccount('leaving', 'staff');
    const { status } = await removeStaff(owner, staff.uid);
    expect(status).toBe(200);

    const user = await getAuth(adminApp(PROJECT_ID)).getUser(staff.uid);
    expect(user.customClaims?.staff).toBeUndefined();
    expect(Date.parse(user.tokensValidAfterTime!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await db.doc(`staff/${staff.uid}`).get()).exists).toBe(false);
    // The token they still hold carries the old claim; the team document is gone.
    const refused = await callFunction(
      'checkInBooking',
      { orderId: 'LA-AAAAAAAA', key: 'k'.repeat(43), outcome: 'checkedIn', adults: 1, children: 0 },
      undefined,
      staff.idToken,
    );
    expect(refused.status).toBe(403);
    expect((await removeStaff(owner, staff.uid)).status).toBe(404);
  });

  it('can add them again later', async () => {
    const staff = await teamAccount('back', 'staff');
    await removeStaff(owner, staff.uid);
    const { status, result } = await addStaff(owner, staff.email);
    expect(status).toBe(200);
    expect(result!.uid).toBe(staff.uid);
  });
});
