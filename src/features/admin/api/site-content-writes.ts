// Site content upserts: one document per key holding { value, updatedAt }, the only shape firestore.rules accepts.
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import type { SiteContentKey } from '@/domain/site-content';
import { adminFirestore } from '@/lib/firebase/admin-app';

/** Creates or replaces siteContent/{key} (the spec's upsert with conflict on key). */
export function saveSiteContent(key: SiteContentKey, value: string): Promise<void> {
  return setDoc(doc(adminFirestore(), 'siteContent', key), { value, updatedAt: serverTimestamp() });
}

/** One write per key, all in parallel; the first failure rejects the whole save. */
export async function saveSiteContentEntries(
  entries: Partial<Record<SiteContentKey, string>>,
): Promise<void> {
  await Promise.all(
    Object.entries(entries).map(([key, value]) =>
      saveSiteContent(key as SiteContentKey, value ?? ''),
    ),
  );
}
