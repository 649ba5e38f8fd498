// What a tour shows in the visitor's language, and its price as the public site writes it.
import { formatPublicPrice } from '@/domain/format-price';
import type { Tour } from '@/domain/tour';
import { currentLanguage } from '@/lib/i18n';

/** The description in the language shown, else the other one rather than nothing. */
export function tourDescription(
  tour: Pick<Tour, 'descriptionEs' | 'descriptionEn'>,
  language: string,
): string {
  return currentLanguage(language) === 'en'
    ? tour.descriptionEn || tour.descriptionEs
    : tour.descriptionEs || tour.descriptionEn;
}

/** `$95 USD`, or null when the tour has no price (the page then says N/A). */
export function tourPriceLabel(tour: Pick<Tour, 'price'>): string | null {
  return tour.price === null ? null : formatPublicPrice(tour.price);
}
