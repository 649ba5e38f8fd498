// The hero search's date and party size, carried in the address of the tour page a visitor opens
// from its results (?date=YYYY-MM-DD&adults=N), and read back from it.
import { isIsoDate } from './calendar-date';
import { DEFAULT_MAX_PARTICIPANTS } from './participants';

export interface HeroSearch {
  date: string | null;
  adults: number | null;
}

export const HERO_SEARCH_PARAMS = { date: 'date', adults: 'adults' } as const;

function validAdults(value: number | null | undefined): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= DEFAULT_MAX_PARTICIPANTS
  );
}

/** '?date=…&adults=…' for what the search holds, or '' when it holds nothing usable. */
export function heroSearchQuery(search: Partial<HeroSearch> = {}): string {
  const params = new URLSearchParams();
  if (search.date && isIsoDate(search.date)) params.set(HERO_SEARCH_PARAMS.date, search.date);
  if (validAdults(search.adults)) params.set(HERO_SEARCH_PARAMS.adults, String(search.adults));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** What a tour page's address carries; anything malformed (a hand-edited link) reads as not given. */
export function readHeroSearch(params: URLSearchParams): HeroSearch {
  const date = params.get(HERO_SEARCH_PARAMS.date) ?? '';
  const adultsText = params.get(HERO_SEARCH_PARAMS.adults) ?? '';
  const adults = /^\d{1,3}$/.test(adultsText) ? Number(adultsText) : null;
  return {
    date: isIsoDate(date) ? date : null,
    adults: validAdults(adults) ? adults : null,
  };
}
