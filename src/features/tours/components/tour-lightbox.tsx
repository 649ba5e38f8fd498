// The tour gallery's full-screen lightbox, in its own chunk: the gallery loads it on first use.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';

/** Lightbox settings of the spec: 2 photos preloaded each side, 250 ms fade, 500 ms swipe. */
export const LIGHTBOX_PRELOAD = 2;
const LIGHTBOX_ANIMATION = { fade: 250, swipe: 500 };

interface TourLightboxProps {
  slides: SlideImage[];
  /** The photo shown; -1 when closed. */
  openAt: number;
  onClose: () => void;
  /** What a photo that fails to load shows instead. */
  renderBroken: () => ReactNode;
}

export default function TourLightbox({ slides, openAt, onClose, renderBroken }: TourLightboxProps) {
  const { t } = useTranslation('public');
  return (
    <Lightbox
      open={openAt >= 0}
      close={onClose}
      index={Math.max(openAt, 0)}
      slides={slides}
      carousel={{ preload: LIGHTBOX_PRELOAD }}
      animation={LIGHTBOX_ANIMATION}
      render={{ iconError: renderBroken }}
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
  );
}
