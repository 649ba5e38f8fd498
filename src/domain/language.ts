// The languages the product speaks: Spanish first (the fallback), then English.

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The language of a visitor whose language is unknown or not one of these. */
export const FALLBACK_LANGUAGE: Language = 'es';

/**
 * The first of the codes (in the order they were found) that the site speaks, en-GB counting as
 * en; Spanish when none. The one rule the browser (i18next's best match over the detector's list,
 * src/lib/i18n.ts) and the server (src/domain/server-render.ts) decide a visitor's language by.
 */
export function pickLanguage(codes: readonly (string | null | undefined)[]): Language {
  for (const code of codes) {
    const base = (code ?? '').split('-')[0]!.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

/** The cookie the app keeps the visitor's language in (i18next's default name: src/lib/i18n.ts). */
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
