// The app's texts: Spanish and English, the visitor's language detected in the spec's order and
// kept in a cookie. Texts load per language and namespace (src/locales/load.ts): the visitor's
// language only, the namespaces every page needs before the first render, checkout and admin with
// their routes. Components read them through src/lib/use-translation.ts.
//
// Our own, not i18next: the texts need only keys, {{value}} interpolation and plurals, and i18next
// with its React binding and language detector weighed 19 KB gzip on every page.
import {
  FALLBACK_LANGUAGE,
  HOSTING_COOKIE,
  LANGUAGE_COOKIE,
  isLanguage,
  type Language,
  type Resource,
  type Texts,
} from '@/domain/language';
import { loadTexts } from '@/locales/load';

export { FALLBACK_LANGUAGE, LANGUAGE_COOKIE, type Resource, type Texts };

/** What every page shows; the first render waits for these, in the visitor's language. */
export const STARTUP_NAMESPACES = ['common', 'public'] as const;
/** The namespace of `useTranslation()` without one. */
export const DEFAULT_NAMESPACE = 'common';

/** Where a visitor's earlier choice may be stored besides the cookie (i18next's key, kept). */
const STORED_LANGUAGE_KEY = 'i18nextLng';
/** A year, as the language cookie has always been kept. */
const LANGUAGE_COOKIE_SECONDS = 60 * 60 * 24 * 365;

/** The language as the app uses it: the first segment of the code, es when unknown. */
export function currentLanguage(code: string | undefined = i18n.resolvedLanguage): Language {
  const base = (code ?? '').split('-')[0] ?? '';
  return isLanguage(base) ? base : FALLBACK_LANGUAGE;
}

/** The first of the codes the site speaks (en-GB counts as en), Spanish when none. */
function bestLanguage(codes: (string | null | undefined)[]): Language {
  for (const code of codes) {
    const base = (code ?? '').split('-')[0]?.toLowerCase() ?? '';
    if (isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

function cookie(name: string): string | undefined {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return pair === undefined ? undefined : decodeURIComponent(pair.slice(name.length + 1));
}

function stored(): string | null {
  try {
    return localStorage.getItem(STORED_LANGUAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

/** The visitor's language, in the spec's order: ?lng=, cookie, local storage, browser, <html lang>. */
function detectLanguage(): Language {
  if (typeof document === 'undefined') return FALLBACK_LANGUAGE;
  return bestLanguage([
    new URLSearchParams(location.search).get('lng'),
    cookie(LANGUAGE_COOKIE),
    stored(),
    ...(navigator.languages ?? []),
    navigator.language,
    document.documentElement.getAttribute('lang'),
  ]);
}

/**
 * The page's lang attribute follows the language, and so do both cookies: the app's own, and
 * Hosting's one forwarded cookie, so the next server-rendered page (functions/src/render-page.ts)
 * comes in this language.
 */
function syncLanguage(language: Language) {
  if (typeof document === 'undefined') return;
  // Only what differs is written: setting <html lang> restyles the whole page, even to the same
  // value, and each cookie write is a round trip to the browser (10 ms of the app's start together).
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
  for (const name of [LANGUAGE_COOKIE, HOSTING_COOKIE])
    if (cookie(name) !== language)
      document.cookie = `${name}=${language}; path=/; max-age=${LANGUAGE_COOKIE_SECONDS}; SameSite=Lax`;
}

const texts: Resource = {};
const loading = new Map<string, Promise<void>>();
/** Namespaces whose last load failed (`language/namespace`): shown as keys until loaded again. */
const failed = new Set<string>();
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

const hasTexts = (language: string, namespace: string) => Boolean(texts[language]?.[namespace]);

/** Loads one namespace of one language once; later calls get the same promise. */
function loadNamespace(language: Language, namespace: string): Promise<void> {
  if (hasTexts(language, namespace)) return Promise.resolve();
  const id = `${language}/${namespace}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = loadTexts(language, namespace).then(
      (loaded) => {
        failed.delete(id);
        (texts[language] ??= {})[namespace] = loaded as Texts;
        changed();
      },
      (error: unknown) => {
        // Its components show keys rather than wait forever; the next explicit load (a route's,
        // a language switch) tries again.
        loading.delete(id);
        failed.add(id);
        console.error(`The ${id} texts did not load`, error);
        throw error;
      },
    );
    loading.set(id, pending);
  }
  return pending;
}

/**
 * Loads namespaces, settled when each has loaded or failed: a namespace that does not load (a
 * network error) holds neither the first render nor a route nor a language switch; its texts show
 * as keys, as i18next's did.
 */
function loadAll(language: Language, namespaces: readonly string[]): Promise<void> {
  return Promise.allSettled(namespaces.map((namespace) => loadNamespace(language, namespace))).then(
    () => {},
  );
}

/** The text at a dotted key, if that language and namespace have one. */
function lookup(language: string, namespace: string, key: string): string | undefined {
  let node: string | Texts | undefined = texts[language]?.[namespace];
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** What a text may be given: values for its {{placeholders}}, and where to read it. */
export interface TextOptions {
  /** Picks the plural form (key_one, key_other…) and fills {{count}}. */
  count?: number;
  /** Another namespace than the component's. */
  ns?: string;
  /** Another language than the visitor's (a customer's, in a message to them). */
  lng?: string;
  [value: string]: unknown;
}

export type TFunction = (key: string, options?: TextOptions) => string;

function translate(namespace: string, key: string, options: TextOptions = {}): string {
  const ns = options.ns ?? namespace;
  const wanted = options.lng ? currentLanguage(options.lng) : i18n.resolvedLanguage;
  // A language whose texts are not here yet reads the visitor's, never a bare key.
  const language = hasTexts(wanted, ns) ? wanted : i18n.resolvedLanguage;
  const { count } = options;
  const text =
    (typeof count === 'number'
      ? (lookup(language, ns, `${key}_${pluralCategory(language, count)}`) ??
        lookup(language, ns, `${key}_other`))
      : undefined) ?? lookup(language, ns, key);
  if (text === undefined) return key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

export const i18n = {
  /** The visitor's language, as set. */
  language: FALLBACK_LANGUAGE as string,
  /** The language texts are read in: one the site speaks. */
  resolvedLanguage: FALLBACK_LANGUAGE as Language,
  /**
   * Switches the language (detected anew without a code) once the texts the page has are there in
   * it too; the page's lang and the cookies follow.
   */
  changeLanguage(code?: string): Promise<void> {
    const language = code ? currentLanguage(code) : detectLanguage();
    // The namespaces the page has in its language now: the next render needs them in the new one.
    const namespaces = new Set<string>([
      ...STARTUP_NAMESPACES,
      ...Object.keys(texts[i18n.resolvedLanguage] ?? {}),
    ]);
    const apply = () => {
      const switched = language !== i18n.resolvedLanguage;
      i18n.language = code ?? language;
      i18n.resolvedLanguage = language;
      syncLanguage(language);
      if (switched) changed();
    };
    const missing = [...namespaces].filter((namespace) => !hasTexts(language, namespace));
    // At once when the texts are here: the next render is in the new language.
    if (missing.length === 0) return Promise.resolve(apply());
    return loadAll(language, missing).then(apply);
  },
  /** Loads namespaces in the current language. */
  loadNamespaces(namespaces: readonly string[]): Promise<void> {
    return loadAll(i18n.resolvedLanguage, namespaces);
  },
};

/** For React (src/lib/use-translation.ts): the texts as they are, and word when they change. */
export const textsStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Whether the last load of a namespace failed: its components then show keys, not wait. */
  failed: (language: string, namespace: string) => failed.has(`${language}/${namespace}`),
  /** A namespace's texts in a language, if loaded. */
  texts: (language: string, namespace: string): Texts | undefined => texts[language]?.[namespace],
  /** Loads a namespace; the same promise for as long as it is pending. */
  load: loadNamespace,
  translate,
};

/**
 * Hands over every text up front, before initI18n: then nothing loads later and components render
 * their texts synchronously (the component tests do this in their set-up; a server-rendered page
 * with the texts it was rendered with).
 */
export function bundleTexts(resources: Resource) {
  for (const [language, namespaces] of Object.entries(resources))
    Object.assign((texts[language] ??= {}), namespaces);
  changed();
}

let ready: Promise<void> | undefined;

/** Detects the visitor's language and starts loading its startup texts, once. */
export function initI18n() {
  if (ready) return i18n;
  const language = detectLanguage();
  i18n.language = language;
  i18n.resolvedLanguage = language;
  syncLanguage(language);
  ready = i18n.loadNamespaces(STARTUP_NAMESPACES);
  return i18n;
}

/** Resolves once the detected language's startup texts are there: render after it, never keys. */
export function textsReady(): Promise<void> {
  initI18n();
  return ready!;
}

/**
 * A lazy route's loader that fetches the text namespaces the route needs alongside its code, so
 * the route shows its texts at once instead of suspending for them after it arrives.
 */
export function withTexts<Module>(namespaces: readonly string[], load: () => Promise<Module>) {
  return () =>
    Promise.all([load(), initI18n().loadNamespaces(namespaces)]).then(([module]) => module);
}
