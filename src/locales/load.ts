// The app's way to its texts: one small chunk per language and namespace, fetched when first
// needed (a visitor downloads one language, and the checkout and admin texts only there).
type Texts = Record<string, unknown>;

const files = import.meta.glob<Texts>('./*/*.json', { import: 'default' });

export function loadTexts(language: string, namespace: string): Promise<Texts> {
  const load = files[`./${language}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`No texts for ${language}/${namespace}`));
}
