import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE, bundleTexts, currentLanguage, initI18n, textsStore } from './i18n';

const i18n = initI18n();

interface Visit {
  query?: string;
  cookie?: string;
  stored?: string;
  browser?: string[];
  htmlLang?: string;
}

/** Sets up what the detector can read, then lets the app detect the language again. */
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

describe('texts', () => {
  const t = (key: string, options?: Parameters<typeof textsStore.translate>[2]) =>
    textsStore.translate('sample', key, options);

  beforeEach(async () => {
    bundleTexts({
      es: {
        sample: {
          seats: { left_one: 'Queda {{count}} plaza', left_other: 'Quedan {{count}} plazas' },
          hello: 'Hola, {{name}}: pedido {{ orderId }}',
        },
      },
      en: { sample: { hello: 'Hi {{name}}' } },
    });
    await i18n.changeLanguage('es');
  });

  it('fills in values, and leaves out a value not given', () => {
    expect(t('hello', { name: 'Ana', orderId: 'PC-1' })).toBe('Hola, Ana: pedido PC-1');
    expect(t('hello', { name: 'Ana' })).toBe('Hola, Ana: pedido ');
  });

  it("picks the plural form of the count in the language's rules", () => {
    expect(t('seats.left', { count: 1 })).toBe('Queda 1 plaza');
    expect(t('seats.left', { count: 0 })).toBe('Quedan 0 plazas');
    expect(t('seats.left', { count: 7 })).toBe('Quedan 7 plazas');
  });

  it('shows the key of a text that does not exist', () => {
    expect(t('nothing.here')).toBe('nothing.here');
  });

  it("reads another language's text when asked, the visitor's while that one is not loaded", async () => {
    expect(t('hello', { lng: 'en', name: 'Ana' })).toBe('Hi Ana');
    // A fresh store: Spanish texts only, as a Spanish visitor's page has.
    vi.resetModules();
    const fresh = await import('./i18n');
    fresh.bundleTexts({ es: { sample: { greeting: 'Hola' } } });
    expect(fresh.textsStore.translate('sample', 'greeting', { lng: 'en' })).toBe('Hola');
  });

  it('switches language at once when its texts are there, and tells React', async () => {
    const seen = vi.fn();
    const stop = textsStore.subscribe(seen);
    const switched = i18n.changeLanguage('en-GB');
    expect(t('hello', { name: 'Ana' })).toBe('Hi Ana');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(seen).toHaveBeenCalled();
    await switched;
    stop();
  });

  it('starts the page even when its texts cannot load (keys, not a page that never draws)', async () => {
    vi.resetModules();
    vi.doMock('@/locales/load', () => ({
      loadTexts: () => Promise.reject(new TypeError('Failed to fetch')),
    }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fresh = await import('./i18n');
    await expect(fresh.textsReady()).resolves.toBeUndefined();
    await expect(fresh.i18n.changeLanguage('en')).resolves.toBeUndefined();
    expect(fresh.i18n.resolvedLanguage).toBe('en');
    expect(fresh.textsStore.failed('en', 'public')).toBe(true);
    vi.doUnmock('@/locales/load');
  });
});
