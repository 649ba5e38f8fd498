// The admin's Cloud Storage, as reactfire's StorageProvider, for the screens that upload photos
// (tours, site images): it loads with those screens, not with the admin's first one.
import type { ReactNode } from 'react';
import { StorageProvider } from 'reactfire';
import { storage } from '@/lib/firebase/storage';

export function AdminStorageProvider({ children }: { children: ReactNode }) {
  return <StorageProvider sdk={storage}>{children}</StorageProvider>;
}
