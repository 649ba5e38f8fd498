// The agency's fixed details: how tourists reach it, and the bundled photos used when the admin has set none.
export const agency = {
  email: 'reservas@puntacanatours.example',
  /** +1 809 555 0123, as wa.me wants it. */
  whatsappDigits: '18095550123',
} as const;

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
