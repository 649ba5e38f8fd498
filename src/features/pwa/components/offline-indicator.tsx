// A small, unobtrusive banner while the device is offline; the catalog keeps working from cache.
import CloudOffIcon from '@mui/icons-material/CloudOff';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogFromCache } from '@/features/catalog/catalog-provider';
import { useOnlineStatus } from '@/hooks/use-online-status';

/** A first snapshot often comes from the cache while the server answers; only a lasting one counts. */
export const CACHE_ONLY_GRACE_MS = 4000;

/**
 * `servedFromCache`: the page's data comes from the device because the server cannot be reached.
 * Browsers do not always notice a dead connection (navigator.onLine stays true), the data layer does.
 */
export function OfflineIndicator({ servedFromCache = false }: { servedFromCache?: boolean }) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const [graceOver, setGraceOver] = useState(false);
  useEffect(() => {
    if (!servedFromCache) return;
    const timer = setTimeout(() => setGraceOver(true), CACHE_ONLY_GRACE_MS);
    return () => {
      clearTimeout(timer);
      setGraceOver(false);
    };
  }, [servedFromCache]);
  const cacheOnly = servedFromCache && graceOver;

  if (online && !cacheOnly) return null;
  return (
    <Box
      role="status"
      data-testid="offline-indicator"
      sx={{
        position: 'fixed',
        left: '50%',
        bottom: 16,
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        maxWidth: 'calc(100vw - 32px)',
        borderRadius: 999,
        bgcolor: 'grey.900',
        color: 'common.white',
        fontSize: 14,
        boxShadow: 3,
      }}
    >
      <CloudOffIcon fontSize="small" aria-hidden />
      {t('offline')}
    </Box>
  );
}

/** The banner inside a catalog: it also knows when the server stopped answering. */
export function CatalogOfflineIndicator() {
  return <OfflineIndicator servedFromCache={useCatalogFromCache()} />;
}
