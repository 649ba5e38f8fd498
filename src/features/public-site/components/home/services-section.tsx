// The services section (anchor servicios): the transfer quote form over the services photo.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { Photo } from '@/components/photo';
import { useTranslation } from 'react-i18next';
import { fallbackImages } from '@/config/agency';
import { useCatalog } from '@/features/catalog/catalog-provider';
import { HEADER_HEIGHT } from '@/lib/theme';
import { SectionHeading } from '../section-heading';
import { belowTheFold } from '@/lib/below-the-fold';

export const SERVICES_ID = 'servicios';

export function ServicesSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation('public');
  const { siteContent } = useCatalog();
  return (
    <Box
      component="section"
      id={SERVICES_ID}
      aria-labelledby={`${SERVICES_ID}-title`}
      sx={{
        position: 'relative',
        py: { xs: 8, md: 12 },
        scrollMarginTop: HEADER_HEIGHT,
        ...belowTheFold,
        // What shows where the photo is not (yet) drawn; the text over it stays legible.
        bgcolor: 'primary.dark',
      }}
    >
      {/* Downloaded only as the section comes near the screen: far below a phone's first view. */}
      <Photo
        src={siteContent.servicesImageUrl}
        fallback={fallbackImages.services}
        alt=""
        ratio="auto"
        sx={{ position: 'absolute', inset: 0, height: '100%', bgcolor: 'transparent' }}
      />
      <Box aria-hidden sx={{ position: 'absolute', inset: 0, bgcolor: 'rgba(6, 30, 36, 0.62)' }} />
      <Container maxWidth="md" sx={{ position: 'relative' }}>
        <SectionHeading
          id={`${SERVICES_ID}-title`}
          title={t('services.title')}
          subtitle={t('services.subtitle')}
          light
        />
        <Paper elevation={10} sx={{ p: { xs: 2, sm: 4 }, borderRadius: 2 }}>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
