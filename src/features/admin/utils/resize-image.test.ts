import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnreadableImageError, resizeImage } from './resize-image';

/** A 2D canvas as far as the resize uses one; its "encoding" is its size, in the type asked for. */
class FakeCanvas {
  static all: FakeCanvas[] = [];
  /** Whether the "browser" encodes WebP; without, it hands back a PNG, as browsers do. */
  static encodesWebp = true;
  /** The size of the canvas each blob was encoded from (jsdom's Blob cannot be read back). */
  static sizes = new Map<Blob, string>();
  readonly context = {
    imageSmoothingEnabled: false,
    imageSmoothingQuality: 'low',
    fillStyle: '',
    fills: [] as string[],
    fillRect: () => this.context.fills.push(this.context.fillStyle),
    drawImage: vi.fn(),
  };

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    FakeCanvas.all.push(this);
  }

  getContext() {
    return this.context;
  }

  async convertToBlob({ type }: { type: string }) {
    const given = type === 'image/webp' && !FakeCanvas.encodesWebp ? 'image/png' : type;
    const blob = new Blob(['…'], { type: given });
    FakeCanvas.sizes.set(blob, `${this.width}x${this.height}`);
    return blob;
  }
}

const decoded = (width: number, height: number) => ({ width, height, close: vi.fn() });
const file = new File(['x'], 'bahia.jpg', { type: 'image/jpeg' });
const described = (blob: Blob) => `${FakeCanvas.sizes.get(blob)} ${blob.type}`;

beforeEach(() => {
  FakeCanvas.all = [];
  FakeCanvas.sizes.clear();
  FakeCanvas.encodesWebp = true;
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('resizing a picked photo', () => {
  it('makes a 1600 px and an 800 px WebP of a large photo, and frees the decoded one', async () => {
    const bitmap = decoded(3000, 2000);
    const createImageBitmap = vi.fn().mockResolvedValue(bitmap);
    vi.stubGlobal('createImageBitmap', createImageBitmap);

    const photo = await resizeImage(file);
    expect(photo.format).toBe('webp');
    expect(described(photo.large)).toBe('1600x1067 image/webp');
    expect(described(photo.small)).toBe('800x533 image/webp');
    expect(createImageBitmap).toHaveBeenCalledWith(file, { imageOrientation: 'from-image' });
    expect(bitmap.close).toHaveBeenCalled();
    for (const canvas of FakeCanvas.all) {
      expect(canvas.context.imageSmoothingQuality).toBe('high');
    }
  });

  it('goes down a very large photo in steps of at most half', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue(decoded(6000, 4000)));
    await resizeImage(file);
    expect(FakeCanvas.all.map(({ width, height }) => `${width}x${height}`)).toEqual([
      '3098x2066',
      '1600x1067',
      '800x533',
    ]);
    const [half, large, small] = FakeCanvas.all;
    expect(large!.context.drawImage).toHaveBeenCalledWith(half, 0, 0, 1600, 1067);
    expect(small!.context.drawImage).toHaveBeenCalledWith(large, 0, 0, 800, 533);
  });

  it('never scales a smaller photo up', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue(decoded(1200, 900)));
    const photo = await resizeImage(file);
    expect(described(photo.large)).toBe('1200x900 image/webp');
    expect(described(photo.small)).toBe('800x600 image/webp');
  });

  it('makes JPEGs, over white, where the browser cannot encode WebP', async () => {
    FakeCanvas.encodesWebp = false;
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue(decoded(3000, 2000)));
    const photo = await resizeImage(file);
    expect(photo.format).toBe('jpg');
    expect(described(photo.large)).toBe('1600x1067 image/jpeg');
    expect(described(photo.small)).toBe('800x533 image/jpeg');
    const flattened = FakeCanvas.all.filter((canvas) => canvas.context.fills.length > 0);
    expect(flattened.map((canvas) => canvas.context.fills)).toEqual([['#fff'], ['#fff']]);
  });

  it('says which file could not be read when it does not decode', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn().mockRejectedValue(new DOMException('The source image could not be decoded.')),
    );
    const failure = resizeImage(file);
    await expect(failure).rejects.toBeInstanceOf(UnreadableImageError);
    await expect(failure).rejects.toMatchObject({ fileName: 'bahia.jpg' });
    expect(FakeCanvas.all).toEqual([]);
  });

  it('decodes without the orientation option where the browser does not know its value', async () => {
    const createImageBitmap = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("'from-image' is not a valid value"))
      .mockResolvedValueOnce(decoded(1000, 1000));
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    const photo = await resizeImage(file);
    expect(described(photo.large)).toBe('1000x1000 image/webp');
    expect(createImageBitmap).toHaveBeenLastCalledWith(file);
  });

  it('resizes one photo at a time, even after one fails', async () => {
    let finishFirst!: (bitmap: ReturnType<typeof decoded>) => void;
    const createImageBitmap = vi
      .fn()
      .mockReturnValueOnce(new Promise((resolve) => (finishFirst = resolve)))
      .mockRejectedValueOnce(new DOMException('The source image could not be decoded.'))
      .mockResolvedValueOnce(decoded(500, 500));
    vi.stubGlobal('createImageBitmap', createImageBitmap);

    const first = resizeImage(file);
    const second = resizeImage(new File(['?'], 'roto.png', { type: 'image/png' }));
    const third = resizeImage(file);
    // Every pending callback has run: the others still wait for the first photo.
    await new Promise((resolve) => setTimeout(resolve));
    expect(createImageBitmap).toHaveBeenCalledTimes(1);
    finishFirst(decoded(1000, 800));
    expect(described((await first).large)).toBe('1000x800 image/webp');
    await expect(second).rejects.toMatchObject({ fileName: 'roto.png' });
    expect(described((await third).large)).toBe('500x500 image/webp');
  });
});
