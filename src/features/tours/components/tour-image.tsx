// A tour photo in a box of fixed aspect ratio (no layout shift), showing the bundled photo when it is missing or broken.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { fallbackImages } from '@/config/agency';
import { imageSrcSet } from '@/domain/image-variants';

interface TourImageProps {
  src: string | null | undefined;
  alt: string;
  /** CSS aspect-ratio of the box, e.g. '4 / 3'. */
  ratio?: string;
  priority?: boolean;
  /** The `sizes` of its two sizes (src/domain/image-variants.ts): the width it takes on screen. */
  sizes?: string;
  sx?: SxProps<Theme>;
}

export function TourImage({
  src,
  alt,
  ratio = '4 / 3',
  priority = false,
  sizes = '100vw',
  sx,
}: TourImageProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const shown = src && src !== broken ? src : fallbackImages.tour;
  return (
    <Box
      component="img"
      src={shown}
      srcSet={imageSrcSet(shown)}
      sizes={sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => {
        if (shown !== fallbackImages.tour) setBroken(shown);
      }}
      sx={[
        {
          display: 'block',
          width: '100%',
          aspectRatio: ratio,
          objectFit: 'cover',
          bgcolor: 'grey.200',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
