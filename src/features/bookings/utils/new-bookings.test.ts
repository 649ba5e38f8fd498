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
