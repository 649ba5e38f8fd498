// Calls the createBooking and lookupBooking callables through the Functions emulator as a client
// would: each call from an address and a tourist of its own unless told, so the hourly limits only
// bite where tested.
import type { BookingView } from '../src/domain/booking-lookup';
import type { CreatedBooking } from '../src/domain/booking-status';
import { addDays, todayAtDestination } from '../src/domain/calendar-date';
import { HOST, PORTS, PROJECT_ID } from '../scripts/lib/local-stack';

const functionUrl = (name: string) =>
  `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/${name}`;

export interface CallResult<Result = CreatedBooking> {
  status: number;
  result?: Result;
  error?: { status: string; message: string; details?: unknown };
}

let clientSerial = 0;
/** A client address of its own for each call unless given, so the per-address limit never mixes tests. */
export function freshClientIp(): string {
  clientSerial += 1;
  return `198.51.${Math.floor(clientSerial / 250) % 250}.${(clientSerial % 250) + 1}`;
}

/** Calls a callable; `idToken` signs the call in as that user (see signIn). */
export async function callFunction<Result>(
  name: string,
  data: unknown,
  clientIp = freshClientIp(),
  idToken?: string,
): Promise<CallResult<Result>> {
  const response = await fetch(functionUrl(name), {
    method: 'POST',
    // What Google's front end appends in production; the emulator passes it through.
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': clientIp,
      ...(idToken && { Authorization: `Bearer ${idToken}` }),
    },
    body: JSON.stringify({ data }),
  });
  return {
    status: response.status,
    ...((await response.json()) as Omit<CallResult<Result>, 'status'>),
  };
}

export function callCreateBooking(data: unknown, clientIp = freshClientIp()): Promise<CallResult> {
  return callFunction('createBooking', data, clientIp);
}

export function callLookupBooking(
  data: unknown,
  clientIp = freshClientIp(),
): Promise<CallResult<BookingView>> {
  return callFunction('lookupBooking', data, clientIp);
}

/** A fresh ID token of an e-mail/password user, from the Auth emulator, as the app's sign-in gets it. */
export async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Could not sign in as ${email}: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** YYYY-MM-DD, `days` after today at the destination. */
export function dayFromToday(days: number): string {
  return addDays(todayAtDestination(), days);
}

// Each request is a tourist of its own (e-mail and phone), so the hourly per-contact booking limit
// only comes into play in the tests about it.
let contactSerial = 0;
/** Differs between test files and runs, so their tourists never share an e-mail or phone. */
const RUN = String(Date.now() % 100_000).padStart(5, '0');
export function freshContact(lastName = 'Pérez') {
  const serial = `${RUN}${String(++contactSerial).padStart(4, '0')}`;
  return {
    firstName: 'Ana',
    lastName,
    email: `ana.${serial}@example.com`,
    phone: `+1 809 ${serial}`,
  };
}
