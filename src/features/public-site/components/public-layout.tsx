// The frame of every public page after the landing: header, the page (faded in), footer.
import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, matchPath, useLocation } from 'react-router-dom';
import { Deferred } from '@/components/deferred';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { PageFade } from '@/components/page-fade';
import { useCatalog } from '@/features/catalog/catalog-provider';
import { HEADER_HEIGHT } from '@/lib/theme';
import { usePageTitle } from '../hooks/use-page-title';
import { useScrollOnNavigate } from '../hooks/use-scroll-on-navigate';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const MAIN_ID = 'main-content';

/** `heroPaths`: route patterns of pages that open with a full-bleed photo, which runs up behind the see-through header. */
export function PublicLayout({ heroPaths }: { heroPaths: readonly string[] }) {
  const { t } = useTranslation('public');
  const { pathname } = useLocation();
  const { loading } = useCatalog();
  const heroBehindHeader = heroPaths.some((pattern) => matchPath(pattern, pathname) !== null);
  useScrollOnNavigate(!loading);
  usePageTitle();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -60,
          zIndex: (theme) => theme.zIndex.appBar + 1,
          bgcolor: 'background.paper',
          color: 'primary.dark',
          px: 2,
          py: 1,
          borderRadius: 1,
          fontWeight: 700,
          '&:focus': { top: 8 },
        }}
      >
        {t('header.skipToContent')}
      </Box>
      <SiteHeader />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flex: 1, mt: heroBehindHeader ? `-${HEADER_HEIGHT}px` : 0, outline: 'none' }}
      >
        <Suspense fallback={<FullScreenSpinner />}>
          <PageFade>
            <Outlet />
          </PageFade>
        </Suspense>
      </Box>
      <Deferred>
        <SiteFooter />
      </Deferred>
    </Box>
  );
}
