// Tours, pricing and site content, loaded once and shared by every page (spec section 3).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PricingRoute } from '@/domain/pricing-route';
import type { SiteContent, UsableAgencyContact } from '@/domain/site-content';
import type { Tour } from '@/domain/tour';
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
  /** True while the catalog shown comes from the device because the server cannot be reached. */
  fromCache: boolean;
}

const CatalogContext = createContext<Catalog | null>(null);

/** Hands pages a catalog given whole (src/testing/static-catalog.tsx: tests, without Firebase). */
export const CatalogValueProvider = CatalogContext.Provider;

export function CatalogProvider({ children }: { children: ReactNode }) {
  const tours = useTours();
  const pricing = usePricing();
  const siteContent = useSiteContent();
  const value = useMemo<Catalog>(
    () => ({
      tours: tours.data,
      pricing: pricing.data,
      siteContent: siteContent.data,
      agencyContact: siteContent.agencyContact,
      loading: [tours, pricing, siteContent].some((read) => read.status === 'loading'),
      fromCache: tours.fromCache,
    }),
    [tours, pricing, siteContent],
  );
  return <CatalogContext.Provider value={value}>{children}</CatalogContext.Provider>;
}

export function useCatalog(): Catalog {
  const catalog = useContext(CatalogContext);
  if (!catalog) throw new Error('useCatalog needs a CatalogProvider');
  return catalog;
}
