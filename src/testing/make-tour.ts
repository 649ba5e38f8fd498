// Test tours: a complete per-person tour with the given changes.
import type { Tour } from '../domain/tour';
import { DEFAULT_SCHEDULE } from '../domain/tour-schedule';

export function makeTour(id: string, changes: Partial<Tour> = {}): Tour {
  return {
    id,
    slug: id,
    title: `Tour ${id}`,
    titleEn: '',
    image: `https://img.example/${id}.jpg`,
    gallery: [],
    descriptionEs: `Descripción de ${id}`,
    descriptionEn: `Description of ${id}`,
    price: 95,
    priceText: 'USD por adulto',
    priceTextEn: 'USD per adult',
    priceChild: null,
    hasChildPrice: false,
    priceType: 'per_person',
    duration: 'Medio día',
    durationEn: 'Half day',
    whatToBringEs: '',
    whatToBringEn: '',
    minParticipants: 1,
    maxParticipants: null,
    schedule: { ...DEFAULT_SCHEDULE, weekdays: [...DEFAULT_SCHEDULE.weekdays] },
    ...changes,
  };
}
