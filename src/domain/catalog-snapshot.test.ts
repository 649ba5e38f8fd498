import { describe, expect, it } from 'vitest';
import { catalogSnapshotSchema, toJsonValue } from './catalog-snapshot';
import { readTour } from './tour';
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

describe('catalogSnapshotSchema', () => {
  it('accepts the three collections of id and data', () => {
    const snapshot = { tours: [{ id: 't', data: {} }], pricing: [], siteContent: [] };
    expect(catalogSnapshotSchema.safeParse(snapshot).success).toBe(true);
  });

  it.each([
    ['an HTML page (a dev server answering with index.html)', '<!doctype html>'],
    ['a missing collection', { tours: [], pricing: [] }],
    ['a document without id', { tours: [{ data: {} }], pricing: [], siteContent: [] }],
  ])('refuses %s', (_label, value) => {
    expect(catalogSnapshotSchema.safeParse(value).success).toBe(false);
  });
});
