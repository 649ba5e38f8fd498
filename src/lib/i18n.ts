// i18next set-up: Spanish and English texts, detection order of the spec, cookie cache.
// Texts load per language and namespace (src/locales/load.ts): the visitor's language only, the
// namespaces every page needs before the first render, checkout and admin with their routes.
import i18n, { type BackendModule, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  HOSTING_COOKIE,
  LANGUAGES,
  LANGUAGE_COOKIE,
  isLanguage,
  type Language,
} from '@/domain/language';
import { loadTexts } from '@/locales/load';

export { FALLBACK_LANGUAGE, LANGUAGE_COOKIE };
/** What every page shows; the first render waits for these, in the visitor's language. */
export const STARTUP_NAMESPACES = ['common', 'public'] as const;

/** The language as the app uses it: the first segment of the code, es when unknown. */
export function currentLanguage(code: string | undefined = i18n.resolvedLanguage): Language {
  const base = (code ?? '').split('-')[0] ?? '';
  return isLanguage(base) ? base : FALLBACK_LANGUAGE;
}

/** A year, as i18next keeps its own cookie. */
const LANGUAGE_COOKIE_SECONDS = 60 * 60 * 24 * 365;

/**
 * The page's lang attribute follows the language, and so does Hosting's one forwarded cookie: the
 * next server-rendered page (functions/src/render-page.ts) comes in this language.
 */
function syncLanguage(code: string) {
  if (typeof document === 'undefined') return;
  const language = currentLanguage(code);
  document.documentElement.lang = language;
  document.cookie = `${HOSTING_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_SECONDS}; SameSite=Lax`;
}

const textsBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadTexts(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

let bundled: Resource | undefined;
let ready: Promise<unknown> | undefined;

/**
 * Hands i18next every text up front, before initI18n: then nothing loads later and components
 * render their texts synchronously (the component tests do this in their set-up).
 */
export function bundleTexts(resources: Resource) {
  bundled = resources;
}

export function initI18n() {
  if (ready) return i18n;
  i18n.on('languageChanged', syncLanguage);
  ready = i18n
    .use(LanguageDetector)
    .use(textsBackend)
    .use(initReactI18next)
    .init({
      resources: bundled,
      partialBundledLanguages: true,
      ns: [...STARTUP_NAMESPACES],
      defaultNS: 'common',
      // Unknown languages get Spanish; English needs no Spanish behind it (both have every key,
      // src/locales/locales.test.ts), so an English visitor downloads only English.
      fallbackLng: { en: [], default: [FALLBACK_LANGUAGE] },
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupCookie: LANGUAGE_COOKIE,
        caches: ['cookie'],
        cookieMinutes: LANGUAGE_COOKIE_SECONDS / 60,
      },
      initAsync: false,
    });
  return i18n;
}

/** Resolves once the detected language's startup texts are there: render after it, never keys. */
export function textsReady(): Promise<unknown> {
  initI18n();
  return ready!;
}

/**
 * A lazy route's loader that fetches the text namespaces the route needs alongside its code, so
 * the route shows its texts at once instead of suspending for them after it arrives.
 */
export function withTexts<Module>(namespaces: readonly string[], load: () => Promise<Module>) {
  return () =>
    Promise.all([load(), initI18n().loadNamespaces([...namespaces])]).then(([module]) => module);
}

export { i18n };
