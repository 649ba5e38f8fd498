// A fixed catalog without Firebase, for tests: the agency contact is read from the site content
// given, by the same rules as the catalog's readers.
import { useMemo, type ReactNode } from 'react';
import { usableAgencyContact } from '@/domain/site-content-schema';
import { CatalogValueProvider, type Catalog } from '@/features/catalog/catalog-provider';

export function StaticCatalogProvider({
  catalog,
  children,
}: {
  catalog: Partial<Catalog>;
  children: ReactNode;
}) {
  const value = useMemo<Catalog>(
    () => ({
      tours: [],
      pricing: [],
      siteContent: {},
      agencyContact: usableAgencyContact(catalog.siteContent ?? {}),
      loading: false,
      ...catalog,
    }),
    [catalog],
  );
  return <CatalogValueProvider value={value}>{children}</CatalogValueProvider>;
}
