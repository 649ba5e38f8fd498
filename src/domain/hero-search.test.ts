import { describe, expect, it } from 'vitest';
import { readHeroSearch, heroSearchQuery } from './hero-search';

const read = (query: string) => readHeroSearch(new URLSearchParams(query));

describe('heroSearchQuery', () => {
  it('carries the date and the adults', () => {
    expect(heroSearchQuery({ date: '2030-06-20', adults: 3 })).toBe('?date=2030-06-20&adults=3');
  });

  it('leaves out what the search does not hold', () => {
    expect(heroSearchQuery({ date: '2030-06-20', adults: null })).toBe('?date=2030-06-20');
    expect(heroSearchQuery({ date: null, adults: 2 })).toBe('?adults=2');
    expect(heroSearchQuery({})).toBe('');
    expect(heroSearchQuery()).toBe('');
  });

  it('leaves out values that could not be read back', () => {
    expect(heroSearchQuery({ date: '20/06/2030', adults: 0 })).toBe('');
    expect(heroSearchQuery({ date: '2030-02-30', adults: 2.5 })).toBe('');
  });
});

describe('readHeroSearch', () => {
  it('reads what heroSearchQuery wrote', () => {
    expect(read(heroSearchQuery({ date: '2030-06-20', adults: 4 }))).toEqual({
      date: '2030-06-20',
      adults: 4,
    });
  });

  it('reads nothing from an address without a search', () => {
    expect(read('')).toEqual({ date: null, adults: null });
    expect(read('view=admin')).toEqual({ date: null, adults: null });
  });

  it('ignores garbage, each part on its own', () => {
    expect(read('date=tomorrow&adults=3')).toEqual({ date: null, adults: 3 });
    expect(read('date=2030-06-20&adults=lots')).toEqual({ date: '2030-06-20', adults: null });
    for (const adults of ['0', '-2', '2.5', '1e2', '100', '99999', ' 3', '']) {
      expect(read(`adults=${encodeURIComponent(adults)}`).adults).toBeNull();
    }
    for (const date of ['2030-02-30', '2030-6-20', '2030-06-20T10:00', '<script>']) {
      expect(read(`date=${encodeURIComponent(date)}`).date).toBeNull();
    }
  });
});
