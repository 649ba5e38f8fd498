// The functions that send a booking's e-mails: at booking (the tourist's and the agency's), when
// its status changes, the evening before its day, and the retry of failed sends. None of them can
// fail or delay a booking: they run after it is stored, and a failed send is only recorded.
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { DESTINATION_TIME_ZONE } from '../../src/domain/calendar-date';
import { FUNCTIONS_REGION } from './create-booking';
import { sendReminders } from './mail-reminders';
import { deliverMail, enqueueMail, retryFailedMail } from './mail-delivery';
import { STATUS_MAIL_KINDS, type MailKind, type StatusMailKind } from './mail-render';
import { MAIL_SECRETS, mailSettingsFromParams, type MailSettings } from './mail-transport';

/** The settings, or the reason there are none (recorded on each message as its failure). */
function mailSettings(): MailSettings | Error {
  try {
    return mailSettingsFromParams();
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** Queues each message (once ever per booking and kind) and sends the ones this call queued. */
async function queueAndSend(
  db: Firestore,
  orderId: string,
  kinds: readonly MailKind[],
): Promise<void> {
  const settings = mailSettings();
  for (const kind of kinds) {
    try {
      if (await enqueueMail(db, orderId, kind)) await deliverMail(db, orderId, kind, settings);
    } catch (error) {
      // Firestore itself failed, or the booking is gone (deleted meanwhile): nothing to record it
      // on. Logged, never thrown: a trigger's unhandled error ends its instance, and with it any
      // other work that instance was doing (a status change's seats, say).
      logger.error('A booking e-mail could not be queued or recorded', { orderId, kind, error });
    }
  }
}

const mailOptions = { region: FUNCTIONS_REGION, secrets: MAIL_SECRETS } as const;

export const bookingMailOnCreate = onDocumentCreated(
  { ...mailOptions, document: 'bookings/{orderId}' },
  async (event) => {
    await queueAndSend(getFirestore(), event.params.orderId, ['received', 'agencyNotice']);
  },
);

function isStatusMailKind(status: unknown): status is StatusMailKind {
  return (STATUS_MAIL_KINDS as readonly unknown[]).includes(status);
}

export const bookingMailOnStatus = onDocumentUpdated(
  { ...mailOptions, document: 'bookings/{orderId}' },
  async (event) => {
    const before = event.data?.before.get('status');
    const after = event.data?.after.get('status');
    if (before === after || !isStatusMailKind(after)) return;
    await queueAndSend(getFirestore(), event.params.orderId, [after]);
  },
);

export const retryBookingMail = onSchedule(
  { ...mailOptions, schedule: 'every 10 minutes', timeZone: DESTINATION_TIME_ZONE },
  async () => {
    await retryFailedMail(getFirestore(), mailSettings());
  },
);

export const bookingReminders = onSchedule(
  { ...mailOptions, schedule: '0 18 * * *', timeZone: DESTINATION_TIME_ZONE },
  async () => {
    await sendReminders(getFirestore(), new Date(), mailSettings());
  },
);
