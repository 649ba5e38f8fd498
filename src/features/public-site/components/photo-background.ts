// A cover photo as CSS background: the admin's photo, else the bundled stock photo, on the brand's
// dark colour (what a broken URL leaves, text still legible). The stock photo is not layered under
// an admin photo: browsers download every layer, and on a phone that is a second large photo.
// A photo stored in two sizes (src/domain/image-variants.ts) shows its small size on phones.
import { preload } from 'react-dom';
import { smallImageUrl } from '@/domain/image-variants';
import { theme } from '@/lib/theme';

/** A CSS url() for any URL: Storage download URLs are already percent-encoded, so only quotes are escaped. */
function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}")`;
}

/** The photo shown at each width: the small size below the `sm` breakpoint, where there is one. */
function photoSizes(image: string | null | undefined, fallback: string) {
  const large = image || fallback;
  return { large, small: smallImageUrl(large) };
}

export function photoBackground(image: string | null | undefined, fallback: string) {
  const { large, small } = photoSizes(image, fallback);
  return {
    backgroundColor: 'primary.dark',
    backgroundImage: cssUrl(small ?? large),
    ...(small && { [theme.breakpoints.up('sm')]: { backgroundImage: cssUrl(large) } }),
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  } as const;
}

/**
 * Starts the download of a page's opening photo (its largest paint) with high priority, from the
 * head of a server-rendered page, before the styles that name it are applied: only the size the
 * screen shows.
 */
export function preloadPhotoBackground(image: string | null | undefined, fallback: string) {
  const { large, small } = photoSizes(image, fallback);
  if (!small) {
    preload(large, { as: 'image', fetchPriority: 'high' });
    return;
  }
  // The media queries of photoBackground's CSS, so each screen preloads the size it shows.
  const media = (query: string) => query.replace(/^@media\s*/, '');
  preload(small, {
    as: 'image',
    fetchPriority: 'high',
    media: media(theme.breakpoints.down('sm')),
  });
  preload(large, { as: 'image', fetchPriority: 'high', media: media(theme.breakpoints.up('sm')) });
}
