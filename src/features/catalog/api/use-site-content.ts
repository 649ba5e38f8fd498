// Live site content (images and payment settings) as a key/value map.
import { useMemo } from 'react';
import { readSiteContent, type SiteContent } from '@/domain/site-content';
import { catalogSource, useCatalogCollection } from './use-catalog-collection';

const entries = catalogSource('siteContent', (id, data) => ({ id, data: data as unknown }));

export function useSiteContent(): { status: 'loading' | 'error' | 'success'; data: SiteContent } {
  const { status, data } = useCatalogCollection(entries);
  return { status, data: useMemo(() => readSiteContent(data), [data]) };
}
