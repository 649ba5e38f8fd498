import { expect, it } from 'vitest';
import { makeBooking } from '@/testing/make-booking';
import { newBookingsTracker } from './new-bookings';

const [first, second, third] = ['LA-AAAAA001', 'LA-BBBBB001', 'LA-CCCCC001'].map((id) =>
  makeBooking(id),
) as [
  ReturnType<typeof makeBooking>,
  ReturnType<typeof makeBooking>,
  ReturnType<typeof makeBooking>,
];

it('takes the bookings of the first answer as already there', () => {
  const isNew = newBookingsTracker();
  expect(isNew([first, second])).toEqual([]);
  expect(isNew([first, second])).toEqual([]);
});

it('reports each later booking once, however many answers repeat it', () => {
  const isNew = newBookingsTracker();
  isNew([first]);
  expect(isNew([first, second])).toEqual([second]);
  expect(isNew([first, second])).toEqual([]);
  expect(isNew([first, second, third])).toEqual([third]);
});

it('counts an empty first answer as the start, so the next booking is new', () => {
  const isNew = newBookingsTracker();
  expect(isNew([])).toEqual([]);
  expect(isNew([first])).toEqual([first]);
});

it("takes the server's answer as the start when it has it: a first answer from the device's cache may hold only some of the bookings there", () => {
  const isNew = newBookingsTracker();
  const onServer = new Set([first.orderId, second.orderId]);
  // The cache held the first only (another screen's listener had read it); the server has both.
  expect(isNew([first], onServer)).toEqual([]);
  expect(isNew([first, second], onServer)).toEqual([]);
  expect(isNew([first, second, third], onServer)).toEqual([third]);
});
