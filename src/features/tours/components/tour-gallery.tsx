// The tour's photo gallery: thumbnails that open a full-screen lightbox (a photo that fails to load shows an error icon).
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSrcSet } from '@/domain/image-variants';

/** A thumbnail's width on screen: two columns on a phone, three from `sm` up. */
const THUMBNAIL_SIZES = '(min-width: 600px) 33vw, 50vw';

/** The lightbox's code (and styles) download when a visitor points at or opens a photo. */
const loadLightbox = () => import('./tour-lightbox');
const TourLightbox = lazy(loadLightbox);

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

function preloadLightbox() {
  // A failed download shows when the lightbox itself renders.
  loadLightbox().catch(() => {});
}

function Thumbnail({ src, alt, onOpen }: { src: string; alt: string; onOpen: () => void }) {
  const { t } = useTranslation('public');
  const [broken, setBroken] = useState(false);
  return (
    <ButtonBase
      onClick={onOpen}
      onPointerEnter={preloadLightbox}
      onFocus={preloadLightbox}
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
          srcSet={imageSrcSet(src)}
          sizes={THUMBNAIL_SIZES}
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
  const [opened, setOpened] = useState(false);
  const open = (index: number) => {
    setOpened(true);
    setOpenAt(index);
  };
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
            <Thumbnail src={slide.src} alt={slide.alt} onOpen={() => open(index)} />
          </li>
        ))}
      </Box>
      {/* Mounted from the first opening on, so closing still fades out. */}
      {opened && (
        <Suspense fallback={null}>
          <TourLightbox
            slides={slides}
            openAt={openAt}
            onClose={() => setOpenAt(-1)}
            renderBroken={() => <BrokenPhoto label={t('gallery.failed')} />}
          />
        </Suspense>
      )}
    </>
  );
}
