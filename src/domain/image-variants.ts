// A photo the app stores (admin uploads, seed pictures, bundled photos) comes in two sizes of one
// name: `<base>-1600.webp`, longest side at most 1600 px, and `<base>-800.webp`, at most 800 px,
// for phones and cards. A page derives the small one from the large one's URL, so documents keep
// one URL per photo; a URL without the `-1600` mark (older uploads, outside links) has no small size.

/** Longest side, in pixels, of each stored size. */
export const IMAGE_SIZES = { large: 1600, small: 800 } as const;

export type ImageFormat = 'webp' | 'jpg';

const LARGE_NAME = new RegExp(`-${IMAGE_SIZES.large}\\.(webp|jpg)$`);

/** The stored names of both sizes of one photo. */
export function variantNames(base: string, format: ImageFormat) {
  return {
    large: `${base}-${IMAGE_SIZES.large}.${format}`,
    small: `${base}-${IMAGE_SIZES.small}.${format}`,
  };
}

function smallName(name: string): string | null {
  return LARGE_NAME.test(name) ? name.replace(LARGE_NAME, `-${IMAGE_SIZES.small}.$1`) : null;
}

/**
 * The small size's URL of a photo stored in both sizes, else null. A Cloud Storage download URL
 * (`…/o/<encoded object name>?alt=media&token=…`) keeps its host and bucket and drops the token:
 * stored photos are public to read (storage.rules), and each size has a token of its own.
 */
export function smallImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const storage = /^(.*\/v0\/b\/[^/]+\/o\/)([^?#]+)\?(?:.*&)?alt=media(?:&|$)/.exec(url);
  if (storage) {
    let name: string;
    try {
      name = decodeURIComponent(storage[2]!);
    } catch {
      return null;
    }
    const small = smallName(name);
    return small ? `${storage[1]}${encodeURIComponent(small)}?alt=media` : null;
  }
  const end = url.search(/[?#]|$/);
  const small = smallName(url.slice(0, end));
  return small ? small + url.slice(end) : null;
}

/** `srcset` of a photo in both sizes, else undefined (the `src` alone serves). */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  const small = smallImageUrl(url);
  return small ? `${small} ${IMAGE_SIZES.small}w, ${url} ${IMAGE_SIZES.large}w` : undefined;
}

/**
 * The `sizes` of a photo filling a grid cell: the cell's share of the screen width from each
 * breakpoint up (`cell` spans out of `columns`, as MUI's Grid `size`), widest screens first.
 */
export function gridCellSizes(
  cell: Readonly<Record<string, number>>,
  breakpoints: Readonly<Record<string, number>>,
  columns = 12,
): string {
  return Object.entries(cell)
    .map(([breakpoint, span]) => ({ from: breakpoints[breakpoint] ?? 0, span }))
    .sort((a, b) => b.from - a.from)
    .map(({ from, span }) => {
      const width = `${Math.round((span / columns) * 100)}vw`;
      return from > 0 ? `(min-width: ${from}px) ${width}` : width;
    })
    .join(', ');
}
