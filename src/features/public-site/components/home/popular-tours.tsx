// The popular tours section (anchor popular-tours); the grid itself comes from the tours feature.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT } from '@/lib/theme';
import { SectionHeading } from '../section-heading';
import { belowTheFold } from '@/lib/below-the-fold';

export const POPULAR_TOURS_ID = 'popular-tours';

export function PopularTours({ children }: { children: ReactNode }) {
  const { t } = useTranslation('public');
  return (
    <Box
      component="section"
      id={POPULAR_TOURS_ID}
      aria-labelledby={`${POPULAR_TOURS_ID}-title`}
      sx={{ py: { xs: 8, md: 10 }, scrollMarginTop: HEADER_HEIGHT, ...belowTheFold }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id={`${POPULAR_TOURS_ID}-title`}
          title={t('popularTours.title')}
          subtitle={t('popularTours.subtitle')}
        />
        {children}
      </Container>
    </Box>
  );
}
