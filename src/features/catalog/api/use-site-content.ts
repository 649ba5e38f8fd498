// Live site content (images, payment settings, the agency contact) as a key/value map, and the
// agency contact as tourists may be shown it.
import { useMemo } from 'react';
import {
  siteContentOf,
  usableAgencyContactOf,
  type SiteContent,
  type UsableAgencyContact,
} from '@/domain/site-content';
import { useCatalogCollection } from './use-catalog-collection';

export function useSiteContent(): {
  status: 'loading' | 'error' | 'success';
  data: SiteContent;
  agencyContact: UsableAgencyContact;
} {
  const { status, data } = useCatalogCollection('siteContent');
  const content = useMemo(() => siteContentOf(data), [data]);
  const agencyContact = useMemo(() => usableAgencyContactOf(data), [data]);
  return { status, data: content, agencyContact };
}
