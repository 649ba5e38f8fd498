import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOSTING_COOKIE } from '@/domain/language';
import { languageOfRequest } from '@/domain/server-render';
import { LANGUAGE_COOKIE, currentLanguage, initI18n } from './i18n';

const i18n = initI18n();

/** What a visitor's browser holds, and so what it tells the server and the detector. */
interface Visit {
  query?: string;
  cookie?: string;
  stored?: string;
  /** The browser's languages, in its order (navigator.languages; Accept-Language on the wire). */
  browser?: string[];
}

/** The browser's decision: the detector reads the visit, i18next picks. */
async function browserLanguage({ query = '', cookie, stored, browser = [] }: Visit) {
  window.history.replaceState(null, '', `/home${query}`);
  if (cookie) document.cookie = `${LANGUAGE_COOKIE}=${cookie}; path=/`;
  if (stored) localStorage.setItem('i18nextLng', stored);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(browser[0] as string);
  // The page's own lang says nothing here: it is the server's decision.
  document.documentElement.lang = '';
  await i18n.changeLanguage();
  return i18n.resolvedLanguage;
}

/** The server's decision for the same visit, from what a request carries. */
function serverLanguage({ query = '', cookie, browser = [] }: Visit, cookieHeader?: string) {
  return languageOfRequest({
    query: new URLSearchParams(query).get('lng') ?? undefined,
    cookie: cookieHeader ?? (cookie ? `${LANGUAGE_COOKIE}=${cookie}` : undefined),
    acceptLanguage: browser.map((code, index) => `${code};q=${1 - index / 10}`).join(', '),
  });
}

function clearCookies() {
  for (const name of [LANGUAGE_COOKIE, HOSTING_COOKIE])
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

function cookieValue(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.split('=')[1];
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** One table, both sides: the spec's order, ?lng=, cookie, local storage, the browser's languages. */
const VISITS: { name: string; visit: Visit; language: 'es' | 'en' }[] = [
  {
    name: '?lng= first, over cookie, storage and browser',
    visit: { query: '?lng=en', cookie: 'es', stored: 'es', browser: ['es-DO'] },
    language: 'en',
  },
  {
    name: 'the cookie before local storage and the browser',
    visit: { cookie: 'en', stored: 'es', browser: ['es-ES'] },
    language: 'en',
  },
  {
    name: 'local storage before the browser',
    visit: { stored: 'en', browser: ['es-ES'] },
    language: 'en',
  },
  {
    name: "the browser's first language the site speaks, en-GB as en",
    visit: { browser: ['fr-FR', 'en-GB', 'es'] },
    language: 'en',
  },
  {
    name: 'a ?lng= the site does not speak is passed over',
    visit: { query: '?lng=pt', cookie: 'en', browser: ['es'] },
    language: 'en',
  },
  {
    name: 'Spanish when nothing names a language the site speaks',
    visit: { browser: ['fr-FR', 'de'] },
    language: 'es',
  },
  { name: 'Spanish for a first visit with nothing at all', visit: {}, language: 'es' },
];

describe('the language of a visit, decided alike in the browser and on the server', () => {
  it.each(VISITS)('$name', async ({ visit, language }) => {
    expect(await browserLanguage(visit)).toBe(language);
    // The next request carries the cookie the browser keeps the decision in, so the server's
    // page comes in the same language; local storage the server cannot see, so a first request
    // decided there is the one case that differs (the browser then draws the page anew).
    expect(serverLanguage(visit, document.cookie)).toBe(language);
    if (!visit.stored) expect(serverLanguage(visit)).toBe(language);
  });
});

describe('the language the browser keeps', () => {
  it('is remembered in the language cookie and in Hosting’s, and the page’s lang follows it', async () => {
    await browserLanguage({ query: '?lng=en' });
    expect(cookieValue(LANGUAGE_COOKIE)).toBe('en');
    expect(cookieValue(HOSTING_COOKIE)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await i18n.changeLanguage('es');
    expect(cookieValue(LANGUAGE_COOKIE)).toBe('es');
    expect(cookieValue(HOSTING_COOKIE)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    await i18n.changeLanguage('en-US');
    expect(document.documentElement.lang).toBe('en');
  });

  it('reads the page’s lang when nothing else says anything', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('');
    window.history.replaceState(null, '', '/home');
    document.documentElement.lang = 'en';
    await i18n.changeLanguage();
    expect(i18n.resolvedLanguage).toBe('en');
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
  it('come from i18next with the app’s shared instance', () => {
    expect(i18n).toBe(i18next);
    expect(i18n.t('language.label', { lng: 'en' })).not.toBe('language.label');
  });
});
