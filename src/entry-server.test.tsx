// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATALOG_SNAPSHOT_VERSION, type CatalogSnapshot } from '@/domain/catalog-snapshot';
import { makeTour } from '@/testing/make-tour';
import { renderPage } from './entry-server';

const ORIGIN = 'https://tours.example';

function snapshotWith(title: string, titleEn = ''): CatalogSnapshot {
  const tour = makeTour('saona', { slug: 'isla-saona', title, titleEn });
  return { version: CATALOG_SNAPSHOT_VERSION, tours: [tour], pricing: [], siteContent: [] };
}

describe('the server render', () => {
  it('renders pages side by side, each in its own language from its own catalog', async () => {
    const [spanish, english] = await Promise.all([
      renderPage('/tours/isla-saona', 'es', snapshotWith('Isla Saona en catamarán'), ORIGIN),
      renderPage('/tours/isla-saona', 'en', snapshotWith('Saona Island by catamaran'), ORIGIN),
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

  it("gives a tour page its own head in the page's language: the English title, else the Spanish", async () => {
    const snapshot = snapshotWith('Isla Saona en catamarán', 'Saona Island by catamaran');
    const [spanish, english, fallback] = await Promise.all([
      renderPage('/tours/isla-saona?lng=es', 'es', snapshot, ORIGIN),
      renderPage('/tours/isla-saona', 'en', snapshot, ORIGIN),
      renderPage('/tours/isla-saona', 'en', snapshotWith('Isla Saona en catamarán'), ORIGIN),
    ]);
    expect(spanish.status).toBe(200);
    expect(spanish.head).toContain(
      '<title>Isla Saona en catamarán | Punta Cana Tours &amp; Traslados</title>',
    );
    expect(spanish.head).toContain('<meta name="description" content="Descripción de saona" />');
    expect(spanish.head).toContain(
      `<link rel="canonical" href="${ORIGIN}/tours/isla-saona?lng=es" />`,
    );
    expect(english.head).toContain(
      '<title>Saona Island by catamaran | Punta Cana Tours &amp; Transfers</title>',
    );
    // Asked for without ?lng=, the page is the one that adapts to the visitor: its own canonical.
    expect(english.head).toContain(`<link rel="canonical" href="${ORIGIN}/tours/isla-saona" />`);
    expect(english.head).toContain('<meta property="og:locale" content="en_US" />');
    expect(english.head).toContain('<meta property="og:locale:alternate" content="es_ES" />');
    expect(fallback.head).toContain(
      '<title>Isla Saona en catamarán | Punta Cana Tours &amp; Transfers</title>',
    );
  });

  it('answers an unknown tour with 404 and a head that keeps it out of search engines', async () => {
    const page = await renderPage('/tours/no-such-tour', 'en', snapshotWith('x'), ORIGIN);
    expect(page.status).toBe(404);
    expect(page.head).toContain('<meta name="robots" content="noindex" />');
    expect(page.head).not.toContain('canonical');
  });
});
