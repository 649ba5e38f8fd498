// An image as the admin sees it before and after a change: wide (16:9, the pages' shape) or a
// thumbnail in a list; an empty box with `empty` in it while there is no image.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const SHAPES = {
  wide: { width: '100%', aspectRatio: '16 / 9', borderRadius: 2 },
  thumbnail: { width: 72, height: 54, borderRadius: 1, flexShrink: 0 },
} as const;

interface ImagePreviewProps {
  src: string | null;
  alt: string;
  shape: keyof typeof SHAPES;
  /** What the box shows while there is no image. */
  empty?: ReactNode;
}

export function ImagePreview({ src, alt, shape, empty }: ImagePreviewProps) {
  if (src) {
    return (
      <Box
        component="img"
        src={src}
        alt={alt}
        sx={{ ...SHAPES[shape], objectFit: 'cover', display: 'block' }}
      />
    );
  }
  return (
    <Box
      sx={{
        ...SHAPES[shape],
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        color: 'text.secondary',
      }}
    >
      {empty}
    </Box>
  );
}
