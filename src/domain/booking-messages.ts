// The e-mails a booking gets, and what the booking records of each (`messages.<kind>`, written by
// the functions as they send; staff read it in the booking's detail).
import { z } from './zod';
import { millisSchema } from './document-fields';

/** Each kind is sent at most once per booking (its key in `messages` and in the outgoing queue). */
export const MESSAGE_KINDS = [
  'received',
  'agencyNotice',
  'confirmed',
  'cancelled',
  'expired',
  'reminder',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The status changes that send the tourist a message. */
export const STATUS_MESSAGE_KINDS = ['confirmed', 'cancelled', 'expired'] as const;
export type StatusMessageKind = (typeof STATUS_MESSAGE_KINDS)[number];

export const MESSAGE_STATES = ['pending', 'sent', 'failed'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** One message as the booking records it; times are Timestamps in Firestore, milliseconds here. */
export const bookingMessageSchema = z.object({
  state: z.enum(MESSAGE_STATES),
  /** When it was queued, sent or last failed. */
  at: millisSchema,
  attempts: z.number(),
  /** Why the last try failed. */
  error: z.optional(z.string()),
  /** When the next try is due; null when the sends have been given up. */
  nextAttemptAt: z.optional(z.nullable(millisSchema)),
});
export type BookingMessage = z.infer<typeof bookingMessageSchema>;

export const bookingMessagesSchema = z.partialRecord(z.enum(MESSAGE_KINDS), bookingMessageSchema);
export type BookingMessages = z.infer<typeof bookingMessagesSchema>;
