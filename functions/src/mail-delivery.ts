// Each e-mail of a booking, at most once: queued under a key of its own (booking + kind) only if
// absent, claimed in a transaction before it is sent, and its outcome recorded on the message and on
// the booking (`messages.<kind>`, which staff read). A failed send is retried later with backoff; a
// send cut off midway (its claim lapsed without an outcome) is never repeated, since it may have gone.
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { readBooking } from '../../src/domain/booking';
import type { Language } from '../../src/domain/language';
import { safePaypalLink } from '../../src/domain/links';
import { PAYMENT_SETTING_KEYS } from '../../src/domain/site-content';
import { readSiteContent, usableAgencyContact } from '../../src/domain/site-content-schema';
import { renderMail, type MailFacts, type MailKind } from './mail-render';
import type { MailSettings } from './mail-transport';

/** Outgoing messages, mail/{orderId}_{kind}: written and read by functions only. */
export const MAIL_COLLECTION = 'mail';

/** Attempts before a message is given up (staff then see its last failure). */
export const MAX_MAIL_ATTEMPTS = 6;
/** How long a claim lasts: longer than a send may take (mail-transport's timeouts). */
const CLAIM_MS = 2 * 60_000;
const FIRST_RETRY_MS = 5 * 60_000;

export type MailState = 'pending' | 'sending' | 'sent' | 'failed';

/** What the booking records of a message (`messages.<kind>`): staff read it on the booking. */
export interface BookingMessageRecord {
  state: Exclude<MailState, 'sending'>;
  at: Timestamp;
  attempts: number;
  error?: string;
  nextAttemptAt?: Timestamp | null;
}

export function mailRef(db: Firestore, orderId: string, kind: MailKind): DocumentReference {
  return db.collection(MAIL_COLLECTION).doc(`${orderId}_${kind}`);
}

/** Wait before the next try after `attempts` failed ones: 5, 10, 20, 40, 80 minutes; null: give up. */
export function retryDelayMs(attempts: number): number | null {
  return attempts >= MAX_MAIL_ATTEMPTS ? null : FIRST_RETRY_MS * 2 ** (attempts - 1);
}

function record(
  db: Firestore,
  orderId: string,
  kind: MailKind,
  fields: BookingMessageRecord,
): [DocumentReference, Record<string, unknown>] {
  return [db.collection('bookings').doc(orderId), { [`messages.${kind}`]: fields }];
}

/** Queues the message unless it was queued before; true when it is new. */
export async function enqueueMail(
  db: Firestore,
  orderId: string,
  kind: MailKind,
  now = new Date(),
): Promise<boolean> {
  const ref = mailRef(db, orderId, kind);
  return db.runTransaction(async (transaction) => {
    if ((await transaction.get(ref)).exists) return false;
    const at = Timestamp.fromDate(now);
    transaction.create(ref, { orderId, kind, state: 'pending', attempts: 0, createdAt: at });
    transaction.update(...record(db, orderId, kind, { state: 'pending', at, attempts: 0 }));
    return true;
  });
}

type Claim = { attempts: number } | null;

/** Takes the message for this send, or null when it is sent, given up, or another send holds it. */
function claim(db: Firestore, ref: DocumentReference, now: Date): Promise<Claim> {
  return db.runTransaction(async (transaction) => {
    const message = await transaction.get(ref);
    if (!message.exists) return null;
    const state = message.get('state') as MailState;
    const orderId = message.get('orderId') as string;
    const kind = message.get('kind') as MailKind;
    const attempts = (message.get('attempts') as number | undefined) ?? 0;
    const leaseUntil = message.get('leaseUntil') as Timestamp | undefined;
    if (state === 'sent') return null;
    const nextAttemptAt = message.get('nextAttemptAt') as Timestamp | null | undefined;
    if (
      state === 'failed' &&
      (nextAttemptAt === null || (nextAttemptAt?.toMillis() ?? 0) > now.getTime())
    )
      return null;
    if (state === 'sending') {
      if (leaseUntil && leaseUntil.toMillis() > now.getTime()) return null;
      // Cut off mid-send: it may have been delivered, so it is not sent again.
      const error = 'The send was interrupted; it may have been delivered, so it is not repeated';
      const at = Timestamp.fromDate(now);
      transaction.update(ref, { state: 'failed', error, nextAttemptAt: null, updatedAt: at });
      transaction.update(
        ...record(db, orderId, kind, { state: 'failed', at, attempts, error, nextAttemptAt: null }),
      );
      return null;
    }
    transaction.update(ref, {
      state: 'sending',
      attempts: attempts + 1,
      leaseUntil: Timestamp.fromMillis(now.getTime() + CLAIM_MS),
    });
    return { attempts: attempts + 1 };
  });
}

/** The booking and what the message says beside it: agency contact, payment details, the tour. */
async function gatherFacts(db: Firestore, orderId: string, siteUrl: string): Promise<MailFacts> {
  const bookingSnapshot = await db.collection('bookings').doc(orderId).get();
  if (!bookingSnapshot.exists) throw new Error(`Booking ${orderId} not found`);
  const booking = readBooking(orderId, bookingSnapshot.data());
  const [siteDocs, tourSnapshot] = await Promise.all([
    db.collection('siteContent').get(),
    booking.tour ? db.collection('tours').doc(booking.tour.tourId).get() : null,
  ]);
  const content = readSiteContent(siteDocs.docs.map((doc) => ({ id: doc.id, data: doc.data() })));
  const agency = usableAgencyContact(content);
  // The tour's what to bring in the booking's language; English falls back to the Spanish.
  const bringIn = (field: 'whatToBringEs' | 'whatToBringEn') => {
    const value: unknown = tourSnapshot?.get(field);
    return typeof value === 'string' ? value.trim() : '';
  };
  const bring =
    booking.language === 'en'
      ? bringIn('whatToBringEn') || bringIn('whatToBringEs')
      : bringIn('whatToBringEs');
  const holdUntil = bookingSnapshot.get('holdUntil');
  return {
    booking,
    holdUntil: holdUntil instanceof Timestamp ? holdUntil.toDate() : null,
    agency: {
      email: agency.email,
      phone: agency.phone,
      whatsappNumber: agency.whatsappNumber && `+${agency.whatsappNumber}`,
      address: agency.address,
    },
    payment: {
      paypalLink: safePaypalLink(content[PAYMENT_SETTING_KEYS.paypalLink]),
      zelleRecipient: content[PAYMENT_SETTING_KEYS.zelleDetails]?.trim() || null,
    },
    whatToBring: bring || null,
    siteUrl,
  };
}

/** The recipient and language: the agency's notice goes to its address, in Spanish. */
function addressee(kind: MailKind, facts: MailFacts): { to: string | null; language: Language } {
  return kind === 'agencyNotice'
    ? { to: facts.agency.email, language: 'es' }
    : { to: facts.booking.contact.email.trim() || null, language: facts.booking.language };
}

/**
 * A failure no later try mends: a booking without an e-mail address keeps having none (staff reach
 * that tourist by phone). Recorded as failed, with no next try.
 */
class LastingMailFailure extends Error {}

/**
 * Sends the queued message mail/{orderId}_{kind} once and records the outcome. Never throws for a
 * failed send (the booking is never affected): the result says what happened.
 */
export async function deliverMail(
  db: Firestore,
  orderId: string,
  kind: MailKind,
  settings: MailSettings | Error,
  now = new Date(),
): Promise<'sent' | 'failed' | 'skipped'> {
  const ref = mailRef(db, orderId, kind);
  const claimed = await claim(db, ref, now);
  if (!claimed) return 'skipped';
  const { attempts } = claimed;
  try {
    if (settings instanceof Error) throw settings;
    const facts = await gatherFacts(db, orderId, settings.siteUrl);
    const { to, language } = addressee(kind, facts);
    // The agency may add its address in settings before the next try; a booking stays as it is.
    if (!to && kind === 'agencyNotice')
      throw new Error('The agency has no e-mail address in settings');
    if (!to) throw new LastingMailFailure('The booking has no e-mail address');
    const mail = renderMail(kind, facts, language);
    await settings.transport.sendMail({
      from: settings.from,
      to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      // The same id on every try: a mail client that somehow got it twice shows it once.
      messageId: `<${orderId}.${kind}@bookings.puntacana>`,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const delay = error instanceof LastingMailFailure ? null : retryDelayMs(attempts);
    const at = Timestamp.fromDate(new Date());
    const nextAttemptAt = delay === null ? null : Timestamp.fromMillis(now.getTime() + delay);
    logger.warn('An e-mail could not be sent', { orderId, kind, attempts, reason });
    const batch = db.batch();
    batch.update(ref, {
      state: 'failed',
      error: reason,
      nextAttemptAt,
      leaseUntil: FieldValue.delete(),
      updatedAt: at,
    });
    batch.update(
      ...record(db, orderId, kind, { state: 'failed', at, attempts, error: reason, nextAttemptAt }),
    );
    await batch.commit();
    return 'failed';
  }
  const at = Timestamp.fromDate(new Date());
  const batch = db.batch();
  batch.update(ref, {
    state: 'sent',
    sentAt: at,
    error: FieldValue.delete(),
    leaseUntil: FieldValue.delete(),
    nextAttemptAt: FieldValue.delete(),
  });
  batch.update(...record(db, orderId, kind, { state: 'sent', at, attempts }));
  await batch.commit();
  return 'sent';
}

/** Sends again the failed messages whose next try is due, one after another; returns how many were sent. */
export async function retryFailedMail(
  db: Firestore,
  settings: MailSettings | Error,
  now = new Date(),
): Promise<number> {
  const due = await db
    .collection(MAIL_COLLECTION)
    .where('state', '==', 'failed')
    .where('nextAttemptAt', '<=', Timestamp.fromDate(now))
    .limit(50)
    .get();
  let sent = 0;
  for (const message of due.docs) {
    const outcome = await deliverMail(
      db,
      message.get('orderId') as string,
      message.get('kind') as MailKind,
      settings,
      now,
    );
    if (outcome === 'sent') sent += 1;
  }
  return sent;
}
