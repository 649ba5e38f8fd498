import { describe, expect, it } from 'vitest';
import { readCatalogDocs } from './catalog-readers';
import { pageStatus } from './page-status';

const snapshot = readCatalogDocs({ tours: [], pricing: [], siteContent: [] });

describe('pageStatus', () => {
  const catalog = readCatalogDocs({
    tours: [
      { id: 'saona', data: { slug: 'isla-saona', title: 'Isla Saona' } },
      { id: 'buggies', data: { title: 'Buggies' } },
    ],
    pricing: [],
    siteContent: [],
  });

  it('is 404 for a tour the catalog does not have, by its slug or else its id', () => {
    expect(pageStatus('/tours/isla-saona', catalog)).toBe(200);
    expect(pageStatus('/tours/isla-saona/', catalog)).toBe(200);
    expect(pageStatus('/tours/buggies', catalog)).toBe(200);
    expect(pageStatus('/tours/saona', catalog)).toBe(404);
    expect(pageStatus('/tours/no-such-tour', catalog)).toBe(404);
    expect(pageStatus('/tours/%E0%A4%A', catalog)).toBe(404);
  });

  it('is 200 for the other rendered pages', () => {
    expect(pageStatus('/home', catalog)).toBe(200);
    expect(pageStatus('/guia', snapshot)).toBe(200);
  });
});
