// i18next set-up: Spanish and English resources, detection order of the spec, cookie cache.
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, isLanguage, type Language } from '@/domain/language';
import { resources } from '@/locales';

export const FALLBACK_LANGUAGE: Language = 'es';
export const LANGUAGE_COOKIE = 'i18next';

/** The language as the app uses it: the first segment of the code, es when unknown. */
export function currentLanguage(code: string | undefined = i18n.resolvedLanguage): Language {
  const base = (code ?? '').split('-')[0] ?? '';
  return isLanguage(base) ? base : FALLBACK_LANGUAGE;
}

function syncHtmlLang(code: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage(code);
}

export function initI18n() {
  if (i18n.isInitialized) return i18n;
  i18n.on('languageChanged', syncHtmlLang);
  void i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      defaultNS: 'common',
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupCookie: LANGUAGE_COOKIE,
        caches: ['cookie'],
        cookieMinutes: 60 * 24 * 365,
      },
      initAsync: false,
    });
  return i18n;
}

export { i18n };
