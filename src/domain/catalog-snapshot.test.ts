import { describe, expect, it } from 'vitest';
import { readCatalogDocs } from './catalog-readers';
import {
  CATALOG_SNAPSHOT_VERSION,
  isCatalogSnapshot,
  sameJsonText,
  toJsonValue,
} from './catalog-snapshot';
import { readTour } from './tour-schema';
import { makeTour } from '../testing/make-tour';

const timestamp = (millis: number) => ({ toMillis: () => millis, seconds: millis / 1000 });

describe('toJsonValue', () => {
  it('turns Timestamps into epoch milliseconds, at any depth, and keeps the rest', () => {
    expect(
      toJsonValue({
        updatedAt: timestamp(1_700_000_000_000),
        gallery: ['a.jpg', { at: timestamp(5) }],
        price: 50,
        child: null,
        title: 'Isla Saona',
      }),
    ).toEqual({
      updatedAt: 1_700_000_000_000,
      gallery: ['a.jpg', { at: 5 }],
      price: 50,
      child: null,
      title: 'Isla Saona',
    });
  });

  it('gives what the tour reader reads as the stored tour', () => {
    const { id, ...stored } = makeTour('isla-saona', { price: 80 });
    const json = JSON.parse(
      JSON.stringify(toJsonValue({ ...stored, createdAt: timestamp(1), updatedAt: timestamp(2) })),
    ) as Record<string, unknown>;
    const read = readTour(id, json);
    expect(read.badFields).toEqual([]);
    expect(read.value).toEqual({
      ...makeTour('isla-saona', { price: 80 }),
      createdAt: 1,
      updatedAt: 2,
    });
  });
});

describe('sameJsonText', () => {
  const read = { title: 'Isla Saona', price: 80, updatedAt: 5, tags: ['mar'], note: undefined };
  it('holds a read value equal to its copy through JSON (as /catalog.json brings it)', () => {
    const json: unknown = JSON.parse(JSON.stringify(read));
    expect(sameJsonText(read, json)).toBe(true);
    expect(sameJsonText([read, read], [json, json])).toBe(true);
  });

  it.each([
    ['a changed price', { price: 81 }],
    ['a changed time', { updatedAt: 6 }],
    ['a tag more', { tags: ['mar', 'sol'] }],
    ['a field more', { extra: 1 }],
    ['a defined field where the read one is undefined', { note: 'x' }],
  ])('tells %s apart', (_label, change) => {
    expect(sameJsonText(read, { ...read, ...change })).toBe(false);
  });

  it('tells a list of another length or order apart', () => {
    const a = { ...read, title: 'A' };
    const b = { ...read, title: 'B' };
    expect(sameJsonText([a, b], [b, a])).toBe(false);
    expect(sameJsonText([a], [a, b])).toBe(false);
  });
});

describe('readCatalogDocs', () => {
  it('reads every stored document as a page shows it, with the snapshot version', () => {
    const { id, ...stored } = makeTour('isla-saona', { price: 80 });
    const snapshot = readCatalogDocs({
      tours: [
        { id, data: { ...stored, updatedAt: timestamp(2) } },
        // A tour missing its slug and with a malformed price still shows, by its id, priceless.
        { id: 'buggies', data: { title: 'Buggies', price: 'cheap' } },
      ],
      pricing: [
        { id: 'r1', data: { type: 'Aeropuerto', from: 'PUJ', to: 'Bávaro', price1to2: 30 } },
      ],
      siteContent: [
        { id: 'agency_email', data: { value: ' hola@example.com ' } },
        { id: 'payment_whatsapp_number', data: { value: 'not a number' } },
        { id: 'heroImageUrl', data: { value: 42 } },
        { id: 'not_a_key', data: { value: 'x' } },
      ],
    });
    expect(snapshot.version).toBe(CATALOG_SNAPSHOT_VERSION);
    expect(snapshot.tours[0]).toMatchObject({ id, price: 80, updatedAt: 2 });
    expect(snapshot.tours[1]).toMatchObject({ id: 'buggies', slug: 'buggies', price: null });
    expect(snapshot.pricing[0]).toMatchObject({
      id: 'r1',
      from: 'PUJ',
      price1to2: 30,
      price3to5: null,
    });
    expect(snapshot.siteContent).toEqual([
      // The text as stored for the admin, and as tourists may be shown it.
      { id: 'agency_email', value: ' hola@example.com ', usable: 'hola@example.com' },
      { id: 'payment_whatsapp_number', value: 'not a number', usable: null },
      { id: 'heroImageUrl', value: null, usable: null },
      { id: 'not_a_key', value: null, usable: null },
    ]);
    expect(isCatalogSnapshot(JSON.parse(JSON.stringify(snapshot)))).toBe(true);
  });
});

describe('isCatalogSnapshot', () => {
  it.each([
    ['an HTML page (a dev server answering with index.html)', '<!doctype html>'],
    ['a missing collection', { version: CATALOG_SNAPSHOT_VERSION, tours: [], pricing: [] }],
    [
      'a snapshot of the earlier, unread form (a cached answer from before a deploy)',
      { tours: [{ id: 't', data: {} }], pricing: [], siteContent: [] },
    ],
  ])('refuses %s', (_label, value) => {
    expect(isCatalogSnapshot(value)).toBe(false);
  });
});
