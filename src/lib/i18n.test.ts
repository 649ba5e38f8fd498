import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE, currentLanguage, initI18n } from './i18n';

const i18n = initI18n();

interface Visit {
  query?: string;
  cookie?: string;
  stored?: string;
  browser?: string[];
  htmlLang?: string;
}

/** Sets up what the detector can read, then lets i18next detect the language again. */
async function detectOn({ query = '', cookie, stored, browser = [], htmlLang = '' }: Visit) {
  window.history.replaceState(null, '', `/home${query}`);
  if (cookie) document.cookie = `${LANGUAGE_COOKIE}=${cookie}; path=/`;
  if (stored) localStorage.setItem('i18nextLng', stored);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(browser[0] as string);
  document.documentElement.lang = htmlLang;
  await i18n.changeLanguage();
  return i18n.resolvedLanguage;
}

function languageCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.split('=')[1];
}

beforeEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('language detection', () => {
  it('takes ?lng= first, over cookie, storage and browser', async () => {
    expect(
      await detectOn({ query: '?lng=en', cookie: 'es', stored: 'es', browser: ['es-DO'] }),
    ).toBe('en');
  });

  it('takes the cookie before local storage and the browser', async () => {
    expect(await detectOn({ cookie: 'en', stored: 'es', browser: ['es-ES'] })).toBe('en');
  });

  it('takes local storage before the browser setting', async () => {
    expect(await detectOn({ stored: 'en', browser: ['es-ES'] })).toBe('en');
  });

  it('uses the browser setting, reduced to its first segment', async () => {
    expect(await detectOn({ browser: ['en-GB', 'fr-FR'] })).toBe('en');
  });

  it('reads the html tag when nothing else says anything', async () => {
    expect(await detectOn({ htmlLang: 'en' })).toBe('en');
  });

  it('falls back to Spanish for a language the site does not have', async () => {
    expect(await detectOn({ browser: ['fr-FR'], htmlLang: 'de' })).toBe('es');
  });

  it('remembers the detected or chosen language in a cookie, and the page follows it', async () => {
    await detectOn({ query: '?lng=en' });
    expect(languageCookie()).toBe('en');
    await i18n.changeLanguage('es');
    expect(languageCookie()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    await i18n.changeLanguage('en-US');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('currentLanguage', () => {
  it('is the first segment of a supported code, Spanish otherwise', () => {
    expect(currentLanguage('en-US')).toBe('en');
    expect(currentLanguage('es')).toBe('es');
    expect(currentLanguage('pt-BR')).toBe('es');
  });
});
