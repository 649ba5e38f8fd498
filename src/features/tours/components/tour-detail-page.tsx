// /tours/:slug: hero, description in the visitor's language, gallery and the sticky booking card; unknown slug → not found.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Pill } from '@/components/pill';
import { Deferred } from '@/components/deferred';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { NotFoundPage } from '@/components/not-found-page';
import { paths } from '@/config/paths';
import { useCatalog } from '@/features/catalog/catalog-provider';
import { HEADER_HEIGHT } from '@/lib/theme';
import { BookingCard } from './booking-card';
import { TourGallery } from './tour-gallery';
import { Photo } from '@/components/photo';
import { fallbackImages } from '@/config/agency';
import { tourTextsIn } from './tour-text';

export interface TourDetailPageProps {
  /** The transfer quote, in a dialog: composed by the route, since transfers is another feature. */
  TransferDialog: ComponentType<{ open: boolean; onClose: () => void }>;
  /** Where "all tours" leads (the public layout adds view=admin). */
  toursHref?: string;
}

export function TourDetailPage({
  TransferDialog,
  toursHref = paths.homeSection('popular-tours'),
}: TourDetailPageProps) {
  const { t, i18n } = useTranslation('public');
  const { slug } = useParams();
  const { tours, loading } = useCatalog();
  const [transferOpen, setTransferOpen] = useState(false);
  const tour = tours.find((candidate) => candidate.slug === slug);

  if (!tour) {
    return loading ? (
      <FullScreenSpinner />
    ) : (
      <NotFoundPage title={t('tourPage.notFoundTitle')} text={t('tourPage.notFoundText')} />
    );
  }
  const texts = tourTextsIn(tour, i18n.language);
  return (
    <>
      <Box
        component="section"
        sx={{ position: 'relative', color: 'common.white', bgcolor: 'primary.dark' }}
      >
        <Photo
          src={tour.image}
          fallback={fallbackImages.tour}
          alt={texts.title}
          ratio="auto"
          priority
          sx={{ height: { xs: 380, md: 520 } }}
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            background:
              'linear-gradient(180deg, rgba(6,30,36,0.6) 0%, rgba(6,30,36,0.1) 40%, rgba(6,30,36,0.8) 100%)',
          }}
        />
        <Container
          maxWidth="lg"
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            pb: { xs: 3, md: 5 },
            pt: `${HEADER_HEIGHT}px`,
          }}
        >
          <Button
            component={Link}
            to={toursHref}
            color="inherit"
            startIcon={<ArrowBackIcon />}
            sx={{ mb: 1, ml: -1 }}
          >
            {t('tourPage.allTours')}
          </Button>
          <Typography variant="h1" sx={{ textShadow: '0 2px 12px rgba(0,0,0,0.4)' }}>
            {texts.title}
          </Typography>
          {texts.duration && (
            <Stack direction="row" sx={{ mt: 1.5 }}>
              <Pill
                icon={<ScheduleIcon />}
                label={texts.duration}
                sx={{ bgcolor: 'rgba(255,255,255,0.9)', fontWeight: 700 }}
              />
            </Stack>
          )}
        </Container>
      </Box>
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 4, md: 6 },
          display: 'grid',
          columnGap: 5,
          rowGap: 4,
          alignItems: 'start',
          // On a phone the booking card comes right after the description, before the photos.
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'minmax(0, 7fr) minmax(0, 5fr)',
            lg: 'minmax(0, 2fr) minmax(0, 1fr)',
          },
          gridTemplateAreas: {
            xs: '"about" "booking" "gallery"',
            md: '"about booking" "gallery booking"',
          },
          gridTemplateRows: { md: 'auto 1fr' },
        }}
      >
        <Box sx={{ gridArea: 'about' }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {t('tourPage.about')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', fontSize: '1.05rem', lineHeight: 1.75 }}>
            {texts.description}
          </Typography>
        </Box>
        {tour.gallery.length > 0 && (
          <Box component="section" aria-labelledby="tour-gallery" sx={{ gridArea: 'gallery' }}>
            <Typography id="tour-gallery" variant="h3" component="h2" sx={{ mb: 2 }}>
              {t('tourPage.gallery')}
            </Typography>
            <Deferred>
              <TourGallery images={tour.gallery} title={texts.title} />
            </Deferred>
          </Box>
        )}
        <Box sx={{ gridArea: 'booking', alignSelf: 'stretch' }}>
          <Deferred>
            <BookingCard
              key={tour.id}
              tour={tour}
              onTransferRequested={() => setTransferOpen(true)}
            />
          </Deferred>
        </Box>
      </Container>
      <TransferDialog open={transferOpen} onClose={() => setTransferOpen(false)} />
    </>
  );
}
