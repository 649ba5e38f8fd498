// React's side of src/lib/i18n.ts: a component's texts, redrawn when the language changes or a
// namespace arrives, and texts with a component inside them (<id>…</id>).
import {
  Fragment,
  cloneElement,
  createElement,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { DEFAULT_NAMESPACE, i18n, textsStore, type TFunction, type TextOptions } from './i18n';

export type { TFunction };

/**
 * The texts of a namespace in the visitor's language: `t(key, values)`. Suspends until that
 * namespace has loaded, so a component shows no key (unless its texts could not be loaded).
 */
export function useTranslation(namespace: string = DEFAULT_NAMESPACE) {
  // This namespace's texts in the current language: a new object only when the language changes or
  // they arrive, so a component redraws for its own texts, not for every namespace that loads.
  const current = () => textsStore.texts(i18n.resolvedLanguage, namespace);
  const texts = useSyncExternalStore(textsStore.subscribe, current, current);
  // Thrown, not use(): once loaded, a replay of this render would skip use() and break React's
  // hook order. The same promise for as long as it loads (one per language and namespace).
  // A namespace that failed to load shows its keys rather than suspend again and again.
  if (!texts && !textsStore.failed(i18n.resolvedLanguage, namespace))
    throw textsStore.load(i18n.resolvedLanguage, namespace);
  const t = useMemo<TFunction>(
    // A new function when the texts change, as effects that use it depend on it.
    () => (key, options) => textsStore.translate(namespace, key, options),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- texts stands for what t reads
    [namespace, texts],
  );
  return { t, i18n };
}

interface TransProps {
  t: TFunction;
  i18nKey: string;
  values?: TextOptions;
  /** Elements for the text's tags: `{ id: <Code /> }` wraps `<id>…</id>` in <Code>. */
  components?: Record<string, ReactElement>;
}

/** A text whose tags (<id>…</id>) become the given elements, their content inside. */
export function Trans({ t, i18nKey, values, components = {} }: TransProps) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    const [whole, tag = '', inner] = match;
    parts.push(text.slice(from, match.index));
    const element = components[tag];
    parts.push(element ? cloneElement(element, { key: parts.length }, inner) : inner);
    from = match.index + whole.length;
  }
  parts.push(text.slice(from));
  return createElement(Fragment, null, ...parts);
}
