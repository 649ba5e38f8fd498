// A page-opening photo band with a title over a dark wash; it runs up behind the see-through header.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { HEADER_HEIGHT } from '@/lib/theme';
import { photoBackground, preloadPhotoBackground } from './photo-background';

interface PageHeroProps {
  /** The admin's photo (decorative); `fallback` shows when there is none or it fails to load. */
  image: string | null | undefined;
  fallback: string;
  title: string;
  subtitle?: string;
  /** CSS min-height of the band, header included. */
  minHeight?: string | Record<string, string>;
  children?: ReactNode;
}

export function PageHero({
  image,
  fallback,
  title,
  subtitle,
  minHeight = { xs: '420px', md: '480px' },
  children,
}: PageHeroProps) {
  preloadPhotoBackground(image, fallback);
  return (
    <Box
      component="section"
      sx={{
        position: 'relative',
        minHeight,
        display: 'flex',
        alignItems: 'center',
        color: 'common.white',
        ...photoBackground(image, fallback),
        pt: `${HEADER_HEIGHT}px`,
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background:
            'linear-gradient(180deg, rgba(6,30,36,0.55) 0%, rgba(6,30,36,0.35) 45%, rgba(6,30,36,0.7) 100%)',
        }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 5, md: 8 } }}>
        <Typography variant="h1" sx={{ textShadow: '0 2px 12px rgba(0,0,0,0.35)', maxWidth: 820 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography
            sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.25rem' }, maxWidth: 680, opacity: 0.95 }}
          >
            {subtitle}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
