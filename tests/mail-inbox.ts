// Reads the local mail catcher's inbox (maildev's REST API) for tests and journeys.
import { MAIL_INBOX_URL } from '../scripts/lib/mail-catcher';

/** An e-mail as maildev keeps it (the fields the tests read). */
export interface CaughtMail {
  id: string;
  subject: string;
  html: string;
  text: string;
  to: { address: string; name: string }[];
  from: { address: string; name: string }[];
}

/** Every e-mail caught for this address, oldest first. */
export async function mailTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(
    `${MAIL_INBOX_URL}/api/email?${new URLSearchParams({ 'to.address': address, sort: 'asc' })}`,
  );
  if (!response.ok) throw new Error(`The mail inbox answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** An address no other test writes to, so tests never read each other's mail. */
export function uniqueMailAddress(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@mail.test`;
}
