// A photo in a box of fixed aspect ratio (no layout shift), in the sizes the screen needs, showing
// the bundled photo when it is missing or broken. One below a page's first view is downloaded only as
// it comes near the screen (a CSS background is downloaded with the page's styles, wherever it is).
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { imageSrcSet } from '@/domain/image-variants';

interface PhotoProps {
  src: string | null | undefined;
  /** The bundled photo shown when `src` is missing or broken. */
  fallback: string;
  /** Empty for a photo that only sets the scene (a section's backdrop). */
  alt: string;
  /** CSS aspect-ratio of the box, e.g. '4 / 3'. */
  ratio?: string;
  priority?: boolean;
  /** The `sizes` of its two sizes (src/domain/image-variants.ts): the width it takes on screen. */
  sizes?: string;
  sx?: SxProps<Theme>;
}

export function Photo({
  src,
  fallback,
  alt,
  ratio = '4 / 3',
  priority = false,
  sizes = '100vw',
  sx,
}: PhotoProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const shown = src && src !== broken ? src : fallback;
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
        if (shown !== fallback) setBroken(shown);
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
