// @vitest-environment node
// The createBooking HTTP entry as deployed: App Check enforcement, the request-size cap and input
// checks, served by express as Cloud Functions does, before any Firestore work.
import { describe, expect, it } from 'vitest';
import { callServed as call, serveCallable } from './testing/serve-callable';

const serveCreateBooking = (env: Record<string, string>) =>
  serveCallable(async () => (await import('./create-booking')).createBooking, env);

/** Fails validation at once, so a call that gets this far shows the gates in front let it in. */
const malformed = { orderId: 'not-an-order-id' };

describe('createBooking as deployed', () => {
  it('refuses a call without an App Check token when enforcement is on (the default)', async () => {
    const url = await serveCreateBooking({});
    const { status, error } = await call(url, malformed);
    expect(status).toBe(401);
    expect(error?.status).toBe('UNAUTHENTICATED');
  });

  it('refuses a forged App Check token', async () => {
    const url = await serveCreateBooking({ METADATA_SERVER_DETECTION: 'none' });
    const forged = 'eyJhbGciOiJub25lIn0.eyJhcHBfaWQiOiJ4In0.';
    const { status } = await call(url, malformed, { 'X-Firebase-AppCheck': forged });
    expect(status).toBe(401);
  });

  it('lets the call through to validation when enforcement is switched off', async () => {
    const url = await serveCreateBooking({ ENFORCE_APP_CHECK: 'false' });
    const { status, error } = await call(url, malformed);
    expect(status).toBe(400);
    expect(error?.status).toBe('INVALID_ARGUMENT');
    expect(error?.message).toMatch(/orderId/);
  });

  it('refuses a request body over the size cap before reading it as a booking', async () => {
    const url = await serveCreateBooking({ ENFORCE_APP_CHECK: 'false' });
    const { status, error } = await call(url, { ...malformed, padding: 'x'.repeat(20_000) });
    expect(status).toBe(400);
    expect(error?.message).toMatch(/Request too large/);
  });
});

describe('createBooking input', () => {
  /** A well-formed transfer booking but for its flight number. */
  const withFlight = (flightNumber: string) => ({
    orderId: 'LA-AB12CXYZ',
    paymentMethod: 'whatsapp',
    language: 'es',
    contact: { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '8095550199' },
    transfer: {
      routeId: 'aeropuerto-puj-bavaro',
      passengerGroup: 'price1to2',
      date: '2099-01-02',
      time: '10:30',
      flightNumber,
    },
  });

  it.each(['1234', 'A 12', 'AAA1234'])(
    'refuses the flight number %j with 400, naming transfer.flightNumber',
    async (flightNumber) => {
      const url = await serveCreateBooking({ ENFORCE_APP_CHECK: 'false' });
      const { status, error } = await call(url, withFlight(flightNumber));
      expect(status).toBe(400);
      expect(error?.status).toBe('INVALID_ARGUMENT');
      expect(error?.message).toBe(
        'transfer.flightNumber: Must be an airline code and 1 to 4 digits, like AA 1234 or B6 1234',
      );
    },
  );
});
