// The agency's fixed texts and the bundled photos used when the admin has set none; its contact
// details are site content, set in admin settings (src/domain/site-content.ts).

/**
 * Photos shipped with the app (public/images), so every page looks whole offline or before setup;
 * each also comes in its small size (src/domain/image-variants.ts).
 */
export const fallbackImages = {
  hero: '/images/hero-1600.webp',
  services: '/images/services-1600.webp',
  nightlife: '/images/nightlife-1600.webp',
  tour: '/images/tour-fallback-1600.webp',
  guideHero: '/images/guide-hero-1600.webp',
} as const;

/** The contact page's chat opener; always in Spanish, the language the agency answers in first. */
export const CHAT_GREETING =
  '¡Hola! Me gustaría recibir información sobre sus tours y traslados en Punta Cana.';
