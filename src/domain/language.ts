// The languages the product speaks: Spanish first (the fallback), then English.

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The language of a visitor whose language is unknown or not one of these. */
export const FALLBACK_LANGUAGE: Language = 'es';

/** The cookie the app keeps the visitor's language in (named i18next, as it always was: src/lib/i18n.ts). */
export const LANGUAGE_COOKIE = 'i18next';

/**
 * The only cookie Firebase Hosting passes to a function (and keys its cache on): the app keeps the
 * visitor's language there too, so a page rendered on the server comes in the language they chose.
 */
export const HOSTING_COOKIE = '__session';

/** One namespace's texts (src/locales/<language>/<namespace>.json): strings under dotted keys. */
export interface Texts {
  [key: string]: string | Texts;
}
/** Texts by language, then namespace. */
export type Resource = Record<string, Record<string, Texts>>;
