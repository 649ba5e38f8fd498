// The agency's fixed texts and the bundled photos used when the admin has set none; its contact
// details are site content, set in admin settings (src/domain/site-content.ts).

/** Photos shipped with the app (public/images), so every page looks whole offline or before setup. */
export const fallbackImages = {
  hero: '/images/hero.jpg',
  services: '/images/services.jpg',
  nightlife: '/images/nightlife.jpg',
  tour: '/images/tour-fallback.jpg',
  guideHero: '/images/guide-hero.jpg',
} as const;

/** The contact page's chat opener; always in Spanish, the language the agency answers in first. */
export const CHAT_GREETING =
  '¡Hola! Me gustaría recibir información sobre sus tours y traslados en Punta Cana.';
