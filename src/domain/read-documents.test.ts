// Reading stored documents: a bad field costs only that field, with a warning naming it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBooking } from './booking';
import { readPricingRoute } from './pricing-route-schema';
import { readSiteContent } from './site-content-schema';
import { readTour } from './tour-schema';
import { makeBooking } from '../testing/make-booking';

const goodTour = {
  slug: 'isla-saona',
  title: 'Isla Saona',
  image: 'https://example.com/saona.jpg',
  gallery: ['https://example.com/1.jpg'],
  descriptionEs: 'Día de playa',
  descriptionEn: 'Beach day',
  price: 95,
  priceText: 'USD por adulto',
  priceChild: 65,
  hasChildPrice: true,
  priceType: 'per_person',
  duration: 'Día completo',
  minParticipants: 1,
  maxParticipants: 40,
  createdAt: { toMillis: () => 1700000000000 },
};

describe('reading catalog documents', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a well-formed tour without warnings and turns timestamps into milliseconds', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tour = readTour('t1', goodTour).value;
    expect(tour).toMatchObject({
      id: 't1',
      slug: 'isla-saona',
      price: 95,
      priceChild: 65,
      createdAt: 1700000000000,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives a malformed tour safe defaults for the bad fields only and logs a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tour = readTour('t2', {
      ...goodTour,
      price: 'cheap',
      gallery: 'nope',
      priceType: 'per_family',
    }).value;
    expect(tour.price).toBeNull();
    expect(tour.gallery).toEqual([]);
    expect(tour.priceType).toBe('per_person');
    expect(tour.title).toBe('Isla Saona');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('gallery, price, priceType'));
  });

  it('survives a document that is not an object at all', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tour = readTour('broken', null).value;
    expect(tour).toMatchObject({
      id: 'broken',
      slug: 'broken',
      title: 'broken',
      gallery: [],
      price: null,
    });
  });

  it('reads a route and defaults an unknown transfer type', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const route = readPricingRoute('r1', {
      type: 'Boat',
      from: 'A',
      to: 'B',
      price1to2: 30,
      price3to5: null,
      price5to9: 50,
    }).value;
    expect(route).toEqual({
      id: 'r1',
      type: 'Hotel',
      from: 'A',
      to: 'B',
      price1to2: 30,
      price3to5: null,
      price5to9: 50,
    });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('builds the site content map from key documents, skipping unknown keys and non-text values', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const content = readSiteContent([
      { id: 'heroImageUrl', data: { value: 'https://x/hero.jpg' } },
      { id: 'payment_whatsapp_number', data: { value: 18095550123 } },
      { id: 'somethingElse', data: { value: 'x' } },
    ]);
    expect(content).toEqual({ heroImageUrl: 'https://x/hero.jpg' });
  });
});

/** As Firestore hands it over: createdAt is a Timestamp. */
const storedBooking = {
  ...makeBooking('LA-AB12CXYZ', { language: 'en' }),
  createdAt: { toMillis: () => 1773500000000 },
};

describe('reading a booking document', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps every field and turns the Timestamp into milliseconds', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readBooking('LA-AB12CXYZ', storedBooking)).toEqual({
      ...storedBooking,
      createdAt: 1773500000000,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('still shows a booking with a bad field, using a default for that field only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const booking = readBooking('LA-AB12CXYZ', { ...storedBooking, status: 'paid', total: '255' });
    expect(booking).toMatchObject({
      status: 'pending',
      total: 0,
      contact: storedBooking.contact,
      paymentMethod: 'zelle',
    });
    expect(warn).toHaveBeenCalledWith(
      'Malformed booking document LA-AB12CXYZ: using defaults for total, status',
    );
  });
});
