// One tour in a grid: photo with price badge, title, duration, a three-line summary and a link to its page.
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Pill } from '@/components/pill';
import { gridCellSizes } from '@/domain/image-variants';
import type { Tour } from '@/domain/tour';
import { drawnNearScreen } from '@/lib/below-the-fold';
import { theme } from '@/lib/theme';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { Photo } from '@/components/photo';
import { fallbackImages } from '@/config/agency';
import { tourPriceLabel, tourTextsIn } from './tour-text';

/** A card's cell in a grid of tours: one, two or three columns (MUI Grid `size`). */
export const TOUR_CARD_CELL = { xs: 12, sm: 6, md: 4 } as const;

/**
 * Each card is laid out only near the screen: /home's grid starts just below the first view, so
 * the browser would otherwise lay out all of it (some 5,000 px on a phone) before its first paint
 * (first layout of /home, medians of 11-15 runs: 57 -> 41 ms). Cards are 490-530 px tall at any width.
 */
const CARD_ROOM = drawnNearScreen(520);

/** The card photo's width on screen: its cell's. */
const CARD_SIZES = gridCellSizes(TOUR_CARD_CELL, theme.breakpoints.values);

/** Photo, price, title, duration and summary: not redrawn when only the link changes (search). */
const TourCardBody = memo(function TourCardBody({ tour }: { tour: Tour }) {
  const { t, i18n } = useTranslation('public');
  const texts = tourTextsIn(tour, i18n.language);
  return (
    <>
      <Box sx={{ position: 'relative' }}>
        <Photo
          src={tour.image}
          fallback={fallbackImages.tour}
          alt={texts.title}
          sizes={CARD_SIZES}
        />
        <Pill
          label={tourPriceLabel(tour) ?? t('tourCard.noPrice')}
          color="secondary"
          sx={{ position: 'absolute', top: 12, right: 12, fontWeight: 800, boxShadow: 2 }}
        />
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 800, lineHeight: 1.25 }}>
          {texts.title}
        </Typography>
        <Stack
          direction="row"
          useFlexGap
          sx={{ color: 'text.secondary', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
        >
          {texts.duration && (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <ScheduleIcon fontSize="small" aria-hidden />
              <Typography variant="body2">
                <Box component="span" sx={visuallyHidden}>
                  {t('tourCard.duration')}:{' '}
                </Box>
                {texts.duration}
              </Typography>
            </Stack>
          )}
          {texts.priceText && <Typography variant="body2">{texts.priceText}</Typography>}
        </Stack>
        <Typography
          variant="body2"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {texts.description}
        </Typography>
      </CardContent>
    </>
  );
});

export function TourCard({ tour, href }: { tour: Tour; href: string }) {
  const { t, i18n } = useTranslation('public');
  return (
    <Card
      component="article"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 0.2s, transform 0.2s',
        '&:hover': { boxShadow: 6, transform: 'translateY(-2px)' },
        ...CARD_ROOM,
      }}
    >
      <TourCardBody tour={tour} />
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={Link}
          to={href}
          variant="contained"
          endIcon={<ArrowForwardIcon />}
          aria-label={t('tourCard.detailsFor', { title: tourTextsIn(tour, i18n.language).title })}
        >
          {t('tourCard.details')}
        </Button>
      </CardActions>
    </Card>
  );
}
