// The app's texts on i18next: Spanish and English, the visitor's language detected in the spec's
// order by i18next-browser-languagedetector and kept in a cookie. Texts load per language and
// namespace (src/locales/load.ts): the visitor's language only, the namespaces every page needs
// before the first render, checkout and admin with their routes. Components read them through
// react-i18next's useTranslation.
import i18next, { type BackendModule, type InitOptions, type i18n as I18n } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  HOSTING_COOKIE,
  LANGUAGES,
  LANGUAGE_COOKIE,
  pickLanguage,
  type Language,
  type Resource,
} from '@/domain/language';
import { loadTexts } from '@/locales/load';

/** What every page shows; the first render waits for these, in the visitor's language. */
export const STARTUP_NAMESPACES = ['common', 'public'] as const;

/** A year, as the language cookie has always been kept. */
const LANGUAGE_COOKIE_MINUTES = 60 * 24 * 365;

/**
 * i18next's options for every instance, the browser's and the server's per-request ones. A
 * language falls back to itself (Spanish when unknown): English texts exist for every key (a test
 * checks parity), and a fallback to Spanish would download Spanish texts beside every English page.
 */
export function i18nOptions(resources?: Resource): InitOptions {
  return {
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: (code: string | undefined) => [pickLanguage([code])],
    ns: [...STARTUP_NAMESPACES],
    defaultNS: 'common',
    // React escapes what it renders; texts go into elements, never into markup.
    interpolation: { escapeValue: false },
    // Texts handed over (a server-rendered page's, the tests') are used; the rest are loaded.
    resources,
    partialBundledLanguages: true,
    // Synchronous when the texts are there: the first render needs no tick.
    initAsync: false,
    returnNull: false,
  };
}

/** The spec's detection order, the detector's own options; the detected code is cached in a cookie. */
export const DETECTION_OPTIONS: DetectorOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: LANGUAGE_COOKIE,
  lookupLocalStorage: 'i18nextLng',
  caches: ['cookie'],
  cookieMinutes: LANGUAGE_COOKIE_MINUTES,
  cookieOptions: { path: '/', sameSite: 'lax' },
  // en-GB is English: the first code the site speaks wins (i18next's best match over the list).
  convertDetectedLanguage: (code: string) => code.split('-')[0]!.toLowerCase(),
};

/** Each namespace of each language is a chunk of its own, fetched when first needed. */
const textsBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadTexts(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** The language as the app uses it: the first segment of the code, Spanish when unknown. */
export function currentLanguage(code: string | undefined = i18next.resolvedLanguage): Language {
  return pickLanguage([code]);
}

function readCookie(name: string): string | undefined {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return pair?.slice(name.length + 1);
}

/**
 * The page's lang attribute follows the language, and so does Hosting's one forwarded cookie, so
 * the next server-rendered page (functions/src/render-page.ts) comes in this language. Only what
 * differs is written: setting <html lang> restyles the whole page, even to the same value.
 */
function followLanguage(code: string) {
  if (typeof document === 'undefined') return;
  const language = currentLanguage(code);
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
  if (readCookie(HOSTING_COOKIE) !== language)
    document.cookie = `${HOSTING_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MINUTES * 60}; SameSite=Lax`;
}

let ready: Promise<unknown> | undefined;

/**
 * Starts the browser's instance once: detects the visitor's language and loads its startup texts
 * (none when `resources` brings them, as a server-rendered page and the component tests do).
 */
export function initI18n(resources?: Resource): I18n {
  if (ready) return i18next;
  i18next.on('languageChanged', followLanguage);
  ready = i18next
    .use(textsBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({ ...i18nOptions(resources), detection: DETECTION_OPTIONS });
  return i18next;
}

/** Resolves once the detected language's startup texts are there: render after it, never keys. */
export function textsReady(): Promise<void> {
  initI18n();
  return ready!.then(
    () => i18next.loadNamespaces([...STARTUP_NAMESPACES]),
    // A namespace that did not load shows its keys rather than hold the page.
    (error: unknown) => console.error('The texts did not load', error),
  );
}

/**
 * A lazy route's loader that fetches the text namespaces the route needs alongside its code, so
 * the route shows its texts at once instead of suspending for them after it arrives.
 */
export function withTexts<Module>(namespaces: readonly string[], load: () => Promise<Module>) {
  return () =>
    Promise.all([load(), initI18n().loadNamespaces([...namespaces])]).then(([module]) => module);
}

export { FALLBACK_LANGUAGE, LANGUAGE_COOKIE };
