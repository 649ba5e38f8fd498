// Tours, pricing and site content, loaded once and shared by every page (spec section 3).
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { PricingRoute } from '@/domain/pricing-route';
import type { SiteContent, UsableAgencyContact } from '@/domain/site-content';
import type { Tour } from '@/domain/tour';
import { createValueStore, useStoredValue, type ValueStore } from '@/lib/value-store';
import { usePricing } from './api/use-pricing';
import { useSiteContent } from './api/use-site-content';
import { useTours } from './api/use-tours';

export interface Catalog {
  tours: Tour[];
  pricing: PricingRoute[];
  siteContent: SiteContent;
  /** The agency contact tourists may be shown (usableAgencyContact of the site content). */
  agencyContact: UsableAgencyContact;
  /** True until the first snapshot (from cache or server) of each collection has arrived. */
  loading: boolean;
}

const CatalogContext = createContext<Catalog | null>(null);
/**
 * True while the catalog shown comes from the device because the server cannot be reached. A store
 * of its own, not a context value: it switches as the site's Firestore first answers from the
 * device's cache and then hears from the server, only the offline banner reads it, and a context
 * change would take over every part of a page from the server that React has not taken over yet.
 */
const FromCacheContext = createContext<ValueStore<boolean>>(createValueStore(false));

/** Hands pages a catalog given whole (src/testing/static-catalog.tsx: tests, without Firebase). */
export const CatalogValueProvider = CatalogContext.Provider;

export function CatalogProvider({ children }: { children: ReactNode }) {
  const tours = useTours();
  const pricing = usePricing();
  const siteContent = useSiteContent();
  const [fromCache] = useState(() => createValueStore(false));
  useEffect(() => fromCache.set(tours.fromCache), [fromCache, tours.fromCache]);
  const loading = [tours, pricing, siteContent].some((read) => read.status === 'loading');
  // A new value only when what it holds changes (not when a collection's read merely says again
  // what it had, or says where it came from): a new value reaches every part of the page, and makes
  // React take over at once the parts of a page from the server it has not taken over yet
  // (src/components/deferred.tsx).
  const value = useMemo<Catalog>(
    () => ({
      tours: tours.data,
      pricing: pricing.data,
      siteContent: siteContent.data,
      agencyContact: siteContent.agencyContact,
      loading,
    }),
    [tours.data, pricing.data, siteContent.data, siteContent.agencyContact, loading],
  );
  return (
    <CatalogContext.Provider value={value}>
      <FromCacheContext.Provider value={fromCache}>{children}</FromCacheContext.Provider>
    </CatalogContext.Provider>
  );
}

/** Whether the catalog shown comes from the device because the server cannot be reached. */
export function useCatalogFromCache(): boolean {
  return useStoredValue(useContext(FromCacheContext), false);
}

export function useCatalog(): Catalog {
  const catalog = useContext(CatalogContext);
  if (!catalog) throw new Error('useCatalog needs a CatalogProvider');
  return catalog;
}
