import { describe, expect, it } from 'vitest';
import { namespaces, resources } from './index';

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { [prefix]: value };
  return Object.entries(value).reduce<Record<string, unknown>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

describe.each(namespaces)('the %s texts', (namespace) => {
  const es = flatten(resources.es[namespace]);
  const en = flatten(resources.en[namespace]);

  it('have the same keys in Spanish and English', () => {
    const onlyEs = Object.keys(es).filter((key) => !(key in en));
    const onlyEn = Object.keys(en).filter((key) => !(key in es));
    expect({ onlyEs, onlyEn }).toEqual({ onlyEs: [], onlyEn: [] });
  });

  it('have no empty or non-text values', () => {
    const bad = [...Object.entries(es), ...Object.entries(en)].filter(
      ([, text]) => typeof text !== 'string' || text.trim() === '',
    );
    expect(bad).toEqual([]);
  });

  it('use the same interpolation variables in both languages', () => {
    const vars = (text: unknown) =>
      [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const mismatched = Object.keys(es).filter(
      (key) => key in en && vars(es[key]).join() !== vars(en[key]).join(),
    );
    expect(mismatched).toEqual([]);
  });
});
