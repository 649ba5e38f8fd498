import { describe, expect, it } from 'vitest';
import type { Tour } from '@/domain/tour';
import { makeTour } from '@/testing/make-tour';
import {
  draftProblems,
  fromDraft,
  isDraftDirty,
  moveItem,
  newTourFields,
  toDraft,
} from './tour-draft';

// The stored fields of a tour (no id, no timestamps).
const { id: _id, ...saona }: Tour = makeTour('isla-saona', {
  title: 'Isla Saona',
  image: 'https://img/saona.jpg',
  gallery: ['https://img/1.jpg', 'https://img/2.jpg'],
  descriptionEs: 'Playa',
  descriptionEn: 'Beach',
  priceChild: 65,
  hasChildPrice: true,
  duration: 'Día completo',
});

describe('the tour draft', () => {
  it('shows numbers as text and a missing number as an empty field', () => {
    expect(toDraft(saona)).toMatchObject({
      price: '95',
      priceChild: '65',
      minParticipants: '1',
      maxParticipants: '',
    });
  });

  it('is clean until a field differs, and clean again when the value is typed back', () => {
    const draft = toDraft(saona);
    expect(isDraftDirty(draft, saona)).toBe(false);
    expect(isDraftDirty({ ...draft, price: '100' }, saona)).toBe(true);
    expect(isDraftDirty({ ...draft, price: '95' }, saona)).toBe(false);
  });

  it('compares the gallery deeply: same images in another order are a change', () => {
    const draft = toDraft(saona);
    expect(isDraftDirty({ ...draft, gallery: [...saona.gallery] }, saona)).toBe(false);
    expect(isDraftDirty({ ...draft, gallery: [...saona.gallery].reverse() }, saona)).toBe(true);
  });

  it('saves empty numeric fields as null and the others as numbers', () => {
    const fields = fromDraft({
      ...toDraft(saona),
      price: ' 120.5 ',
      priceChild: '',
      maxParticipants: '12',
    });
    expect(fields).toMatchObject({
      price: 120.5,
      priceChild: null,
      maxParticipants: 12,
      minParticipants: 1,
    });
  });

  it('reports what blocks a save', () => {
    const draft = toDraft(saona);
    expect(draftProblems(draft)).toEqual({});
    expect(draftProblems({ ...draft, title: ' ', slug: 'Isla Saona', price: '-1' })).toEqual({
      title: 'required',
      slug: 'slug_format',
      price: 'negative',
    });
    expect(draftProblems({ ...draft, minParticipants: '5', maxParticipants: '2' })).toEqual({
      maxParticipants: 'min_above_max',
    });
  });

  it('refuses, field by field, what the database would refuse: too long or too large', () => {
    const draft = toDraft(saona);
    expect(
      draftProblems({
        ...draft,
        title: 'x'.repeat(201),
        descriptionEn: 'x'.repeat(5001),
        duration: 'x'.repeat(201),
        price: '100001',
      }),
    ).toEqual({
      title: 'too_long',
      descriptionEn: 'too_long',
      duration: 'too_long',
      price: 'too_large',
    });
    expect(draftProblems({ ...draft, title: 'x'.repeat(200), price: '100000' })).toEqual({});
  });

  it('moves a gallery image within the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
  });

  it("gives a new tour the spec's defaults and a unique slug", () => {
    expect(newTourFields(1700000000000)).toMatchObject({
      slug: 'tour-1700000000000',
      title: 'Nuevo Tour Asombroso',
      price: 75,
      priceChild: null,
      hasChildPrice: false,
      priceType: 'per_person',
      priceText: 'USD por adulto',
      duration: 'Medio día',
      minParticipants: 1,
      maxParticipants: 10,
      image: null,
      gallery: [],
    });
  });
});
