// Makes the two stored sizes of a picked photo in the browser (src/domain/image-variants.ts):
// decoded upright, scaled down, re-encoded as WebP, or as JPEG where the browser cannot encode WebP.
import { downscaleSteps, fittedSize, type PixelSize } from '@/domain/image-scaling';
import { IMAGE_SIZES, type ImageFormat } from '@/domain/image-variants';
import { STORED_IMAGE_TYPES } from '@/domain/upload-rules';

/** The picked file could not be decoded: corrupt, or not an image whatever its type says. */
export class UnreadableImageError extends Error {
  constructor(
    readonly fileName: string,
    cause: unknown,
  ) {
    super(`${fileName} could not be read as an image.`, { cause });
    this.name = 'UnreadableImageError';
  }
}

/** Both sizes of one photo, encoded in one format. */
export interface ResizedPhoto {
  format: ImageFormat;
  large: Blob;
  small: Blob;
}

/** Encoder quality (0–1) of both formats. */
const QUALITY = 0.82;

type Canvas = OffscreenCanvas | HTMLCanvasElement;
type Context = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** A blank canvas: an OffscreenCanvas where the browser has one that draws in 2D, else a <canvas>. */
function blankCanvas({ width, height }: PixelSize): { canvas: Canvas; context: Context } {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context) return { canvas, context };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images.');
  return { canvas, context };
}

/** `source` drawn at the size `to`, through downscaleSteps' sizes, with the best smoothing. */
function drawScaled(source: CanvasImageSource, from: PixelSize, to: PixelSize): Canvas {
  let image = source;
  let canvas: Canvas | undefined;
  for (const size of downscaleSteps(from, to)) {
    const drawn = blankCanvas(size);
    drawn.context.imageSmoothingEnabled = true;
    drawn.context.imageSmoothingQuality = 'high';
    drawn.context.drawImage(image, 0, 0, size.width, size.height);
    image = canvas = drawn.canvas;
  }
  return canvas!;
}

/** The canvas over white: JPEG has no transparency, and would turn transparent parts black. */
function onWhite(source: Canvas): Canvas {
  const { canvas, context } = blankCanvas(source);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, source.width, source.height);
  context.drawImage(source, 0, 0);
  return canvas;
}

function encode(canvas: Canvas, type: string): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality: QUALITY });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob ? resolve(blob) : reject(new Error('The browser could not encode the image.')),
      type,
      QUALITY,
    ),
  );
}

async function encodeBoth(large: Canvas, small: Canvas): Promise<ResizedPhoto> {
  const webp = await encode(large, STORED_IMAGE_TYPES.webp);
  // A browser without a WebP encoder hands back a PNG instead, as the canvas spec says (older Safari).
  if (webp.type === STORED_IMAGE_TYPES.webp) {
    return { format: 'webp', large: webp, small: await encode(small, STORED_IMAGE_TYPES.webp) };
  }
  return {
    format: 'jpg',
    large: await encode(onWhite(large), STORED_IMAGE_TYPES.jpg),
    small: await encode(onWhite(small), STORED_IMAGE_TYPES.jpg),
  };
}

/** The picked file's pixels, turned upright as its EXIF orientation says. */
async function decode(file: File): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    // Browsers from before the value was named 'from-image' (Firefox 110, for one) refuse it with
    // a TypeError; their default does the same. A file that does not decode is a DOMException.
    if (!(error instanceof TypeError)) throw error;
    return createImageBitmap(file);
  }
}

async function resizeNow(file: File): Promise<ResizedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await decode(file);
  } catch (error) {
    throw new UnreadableImageError(file.name, error);
  }
  const original = { width: bitmap.width, height: bitmap.height };
  const largeSize = fittedSize(original.width, original.height, IMAGE_SIZES.large);
  let large: Canvas;
  try {
    large = drawScaled(bitmap, original, largeSize);
  } finally {
    bitmap.close();
  }
  // From the large size, not the picked file: a 1600 px photo halves to 800 in one clean step.
  const small = drawScaled(
    large,
    largeSize,
    fittedSize(original.width, original.height, IMAGE_SIZES.small),
  );
  return encodeBoth(large, small);
}

/** The last resize asked for: the next one waits for it. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The photo upright in both stored sizes; never scaled up. One photo at a time: a decoded photo
 * takes 4 bytes a pixel (48 MB at 12 megapixels), and a gallery pick of ten on a phone would
 * otherwise hold them all at once.
 */
export function resizeImage(file: File): Promise<ResizedPhoto> {
  const resized = queue.then(() => resizeNow(file));
  queue = resized.catch(() => {});
  return resized;
}
