// What a tour shows in the visitor's language, and its price as the public site writes it.
import { formatPublicPrice } from '@/domain/format-price';
import { tourTexts, type Tour, type TourTexts } from '@/domain/tour';
import { currentLanguage } from '@/lib/i18n';

/** The tour's title, description, price text and duration in the language shown (tourTexts). */
export function tourTextsIn(tour: Tour, language: string): TourTexts {
  return tourTexts(tour, currentLanguage(language));
}

/** `$95 USD`, or null when the tour has no price (the page then says N/A). */
export function tourPriceLabel(tour: Pick<Tour, 'price'>): string | null {
  return tour.price === null ? null : formatPublicPrice(tour.price);
}
