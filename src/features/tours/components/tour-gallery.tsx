// The tour's photo gallery: thumbnails that open a full-screen lightbox (a photo that fails to load shows an error icon).
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';

/** Lightbox settings of the spec: 2 photos preloaded each side, 250 ms fade, 500 ms swipe. */
export const LIGHTBOX_PRELOAD = 2;
const LIGHTBOX_ANIMATION = { fade: 250, swipe: 500 };

function BrokenPhoto({ label }: { label: string }) {
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        display: 'grid',
        placeItems: 'center',
        color: 'grey.500',
        width: '100%',
        height: '100%',
      }}
    >
      <BrokenImageOutlinedIcon sx={{ fontSize: 56 }} />
    </Box>
  );
}

function Thumbnail({ src, alt, onOpen }: { src: string; alt: string; onOpen: () => void }) {
  const { t } = useTranslation('public');
  const [broken, setBroken] = useState(false);
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={t('gallery.open', { name: alt })}
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: '4 / 3',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'grey.200',
        '&:focus-visible': {
          outline: '3px solid',
          outlineColor: 'secondary.main',
          outlineOffset: 2,
        },
      }}
    >
      {broken ? (
        <BrokenPhoto label={t('gallery.failed')} />
      ) : (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading="lazy"
          onError={() => setBroken(true)}
          sx={{
            display: 'block',
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            transition: 'transform 0.3s',
            '&:hover': { transform: 'scale(1.04)' },
          }}
        />
      )}
    </ButtonBase>
  );
}

export function TourGallery({ images, title }: { images: readonly string[]; title: string }) {
  const { t } = useTranslation('public');
  const [openAt, setOpenAt] = useState(-1);
  const slides = images.map((src, index) => ({
    src,
    alt: t('gallery.photo', { title, number: index + 1, total: images.length }),
  }));
  return (
    <>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
        }}
      >
        {slides.map((slide, index) => (
          <li key={`${slide.src}-${index}`}>
            <Thumbnail src={slide.src} alt={slide.alt} onOpen={() => setOpenAt(index)} />
          </li>
        ))}
      </Box>
      <Lightbox
        open={openAt >= 0}
        close={() => setOpenAt(-1)}
        index={Math.max(openAt, 0)}
        slides={slides}
        carousel={{ preload: LIGHTBOX_PRELOAD }}
        animation={LIGHTBOX_ANIMATION}
        render={{ iconError: () => <BrokenPhoto label={t('gallery.failed')} /> }}
        labels={{
          Previous: t('gallery.previous'),
          Next: t('gallery.next'),
          Close: t('gallery.close'),
          Lightbox: t('gallery.label'),
          Carousel: t('gallery.carousel'),
          Slide: t('gallery.slide'),
          'Photo gallery': t('gallery.label'),
          '{index} of {total}': t('gallery.position'),
        }}
      />
    </>
  );
}
