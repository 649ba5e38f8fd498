// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATALOG_SNAPSHOT_VERSION, type CatalogSnapshot } from '@/domain/catalog-snapshot';
import { makeTour } from '@/testing/make-tour';
import { renderPage } from './entry-server';

function snapshotWith(title: string): CatalogSnapshot {
  const tour = makeTour('saona', { slug: 'isla-saona', title });
  return { version: CATALOG_SNAPSHOT_VERSION, tours: [tour], pricing: [], siteContent: [] };
}

describe('the server render', () => {
  it('renders pages side by side, each in its own language from its own catalog', async () => {
    const [spanish, english] = await Promise.all([
      renderPage('/tours/isla-saona', 'es', snapshotWith('Isla Saona en catamarán')),
      renderPage('/tours/isla-saona', 'en', snapshotWith('Saona Island by catamaran')),
    ]);
    expect(spanish.html).toContain('Isla Saona en catamarán');
    expect(spanish.html).toContain('Descripción de saona');
    expect(spanish.html).not.toContain('Saona Island by catamaran');
    expect(english.html).toContain('Saona Island by catamaran');
    expect(english.html).toContain('Description of saona');
    expect(english.html).not.toContain('Isla Saona en catamarán');
    // The startup texts the browser hydrates with: the page's language only.
    expect(Object.keys(spanish.texts)).toEqual(['es']);
    expect(Object.keys(english.texts)).toEqual(['en']);
  });
});
