import { FunctionsError } from 'firebase/functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_ID_REFUSED, type BookingRequest } from '@/domain/booking-request';
import { makeTourDay } from '@/testing/make-tour-day';
import { createBooking } from './create-booking';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@/lib/firebase/functions', () => ({ functions: {} }));
vi.mock('firebase/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/functions')>()),
  httpsCallable: () => call,
}));

const request: BookingRequest = {
  orderId: 'LA-AB12CXYZ',
  paymentMethod: 'zelle',
  language: 'es',
  contact: { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '8095550199' },
  tour: { tourId: 'isla-saona', adults: 2, children: 0, ...makeTourDay() },
};
const booking = { orderId: 'LA-NEW01XYZ', total: 190 };
/** What createBooking answers to a taken order id, as to a malformed one. */
const orderIdRefused = () =>
  new FunctionsError('invalid-argument', ORDER_ID_REFUSED.message, ORDER_ID_REFUSED.details);

afterEach(() => {
  call.mockReset();
  vi.restoreAllMocks();
});

describe('saving a booking', () => {
  it('draws a new order id and retries once when the server refuses the id', async () => {
    call.mockRejectedValueOnce(orderIdRefused()).mockResolvedValueOnce({ data: booking });
    const drawOrderId = vi.fn(() => 'LA-NEW01XYZ');

    await expect(createBooking(request, drawOrderId)).resolves.toEqual({
      status: 'saved',
      booking,
    });
    expect(drawOrderId).toHaveBeenCalledTimes(1);
    expect(call.mock.calls.map(([sent]) => sent.orderId)).toEqual(['LA-AB12CXYZ', 'LA-NEW01XYZ']);
  });

  it('gives up after the second taken id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    call.mockRejectedValue(orderIdRefused());
    await expect(createBooking(request, () => 'LA-NEW01XYZ')).resolves.toEqual({
      status: 'failed',
    });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('reports a missing network as offline', async () => {
    call.mockRejectedValue(new FunctionsError('unavailable', 'unavailable'));
    await expect(createBooking(request, () => 'LA-NEW01XYZ')).resolves.toEqual({
      status: 'offline',
    });

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    call.mockRejectedValue(new FunctionsError('internal', 'internal'));
    await expect(createBooking(request, () => 'LA-NEW01XYZ')).resolves.toEqual({
      status: 'offline',
    });
  });

  it('tells a client over its hourly booking share apart from other failures', async () => {
    call.mockRejectedValue(new FunctionsError('resource-exhausted', 'Too many bookings'));
    await expect(createBooking(request, () => 'LA-NEW01XYZ')).resolves.toEqual({
      status: 'rateLimited',
    });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('reports a refused request as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    call.mockRejectedValue(
      new FunctionsError('invalid-argument', 'transfer.date: Must be 2025-01-02 or later'),
    );
    await expect(createBooking(request, () => 'LA-NEW01XYZ')).resolves.toEqual({
      status: 'failed',
    });
    expect(call).toHaveBeenCalledTimes(1);
  });
});
