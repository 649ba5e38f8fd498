// A responsive grid of tour cards from the catalog: optionally filtered by title and cut to the first few.
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import type { Tour } from '@/domain/tour';
import { useCatalog } from '@/features/catalog/catalog-provider';
import { TOUR_CARD_CELL, TourCard } from './tour-card';

/** Tours whose title (in either language) holds the text, ignoring case and surrounding blanks. */
export function filterToursByTitle(tours: readonly Tour[], text: string): Tour[] {
  const needle = text.trim().toLocaleLowerCase();
  return needle === ''
    ? [...tours]
    : tours.filter((tour) =>
        [tour.title, tour.titleEn].some((title) => title.toLocaleLowerCase().includes(needle)),
      );
}

interface TourGridProps {
  query?: string;
  limit?: number;
  onClearQuery?: () => void;
  /** The link of each card (the public layout adds view=admin to it). */
  tourHref?: (slug: string) => string;
}

const SKELETON_CARDS = 6;

export function TourGrid({
  query = '',
  limit,
  onClearQuery,
  tourHref = paths.tour,
}: TourGridProps) {
  const { t } = useTranslation('public');
  const { tours, loading } = useCatalog();
  if (loading) {
    return (
      <Grid container spacing={3} role="status" aria-busy="true" aria-label={t('tourGrid.loading')}>
        {Array.from({ length: limit ?? SKELETON_CARDS }, (_, index) => (
          <Grid key={index} size={TOUR_CARD_CELL}>
            <Card>
              <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
              <CardContent>
                <Skeleton width="80%" height={32} />
                <Skeleton width="40%" />
                <Skeleton />
                <Skeleton />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    );
  }
  const shown = filterToursByTitle(tours, query).slice(0, limit);
  if (shown.length === 0) {
    return (
      <Box role="status" sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
        <SearchOffIcon sx={{ fontSize: 48 }} aria-hidden />
        <Typography sx={{ mt: 1 }}>
          {query.trim() ? t('tourGrid.noMatch', { query: query.trim() }) : t('tourGrid.empty')}
        </Typography>
        {query.trim() && onClearQuery && (
          <Button onClick={onClearQuery} sx={{ mt: 1 }}>
            {t('tourGrid.showAll')}
          </Button>
        )}
      </Box>
    );
  }
  return (
    <Grid
      container
      spacing={3}
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('tourGrid.label')}
    >
      {shown.map((tour) => (
        <Grid key={tour.id} size={TOUR_CARD_CELL} component="li">
          <TourCard tour={tour} href={tourHref(tour.slug)} />
        </Grid>
      ))}
    </Grid>
  );
}
