// Renders pictures with the machine's Chromium: each output's markup becomes a PNG, a size-capped
// JPEG, or a photo in the two WebP sizes of src/domain/image-variants.ts, each size-capped.
import { chromium, type Page } from '@playwright/test';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/find-chromium';
import { fittedSize } from '../../src/domain/image-scaling';
import { IMAGE_SIZES } from '../../src/domain/image-variants';

export interface Output {
  file: string;
  w: number;
  h: number;
  format: 'png' | 'jpeg' | 'webp';
  transparent?: boolean;
  /** Upper bound for JPEGs and WebPs, in KB: quality steps down until the file fits. */
  maxKB?: number;
  /** WebP only: the small size, written beside at a longest side of IMAGE_SIZES.small. */
  small?: { file: string; maxKB: number };
  markup: () => string;
}

/** Re-encodes a PNG as WebP in the page, scaled to `width`×`height`; returns the bytes. */
async function webp(page: Page, png: Buffer, width: number, height: number, quality: number) {
  const data = await page.evaluate(
    async ({ source, width, height, quality }) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, width, height);
      return canvas.toDataURL('image/webp', quality / 100);
    },
    { source: `data:image/png;base64,${png.toString('base64')}`, width, height, quality },
  );
  return Buffer.from(data.slice(data.indexOf(',') + 1), 'base64');
}

/** The WebP of `png` at the given size, quality stepping down from 80 until it fits `maxKB`. */
async function cappedWebp(page: Page, png: Buffer, w: number, h: number, maxKB: number) {
  let quality = 80;
  let data = await webp(page, png, w, h, quality);
  while (data.length > maxKB * 1024 && quality > 40) {
    quality -= 6;
    data = await webp(page, png, w, h, quality);
  }
  return { data, quality };
}

async function write(root: string, file: string, data: Buffer, size: string, note = '') {
  const target = path.join(root, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, data);
  console.log(
    `${file.padEnd(56)} ${size.padStart(9)} ${`${(data.length / 1024).toFixed(1)} KB`.padStart(10)}${note}`,
  );
}

/** Writes each output under `root`, printing its size (and JPEG quality) as it goes. */
export async function render(outputs: Output[], root: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage();
    for (const out of outputs) {
      await page.setViewportSize({ width: out.w, height: out.h });
      await page.setContent(
        `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;background:transparent;overflow:hidden}</style></head><body>${out.markup()}</body></html>`,
      );
      const clip = { x: 0, y: 0, width: out.w, height: out.h };
      const size = `${out.w}x${out.h}`;
      if (out.format === 'webp') {
        const png = await page.screenshot({ type: 'png', clip });
        const large = await cappedWebp(page, png, out.w, out.h, out.maxKB ?? Infinity);
        await write(root, out.file, large.data, size, ` q${large.quality}`);
        if (out.small) {
          const { width, height } = fittedSize(out.w, out.h, IMAGE_SIZES.small);
          const small = await cappedWebp(page, png, width, height, out.small.maxKB);
          await write(root, out.small.file, small.data, `${width}x${height}`, ` q${small.quality}`);
        }
        continue;
      }
      let data: Buffer;
      let quality = 78;
      if (out.format === 'png') {
        data = await page.screenshot({
          type: 'png',
          clip,
          omitBackground: out.transparent ?? false,
        });
      } else {
        data = await page.screenshot({ type: 'jpeg', quality, clip });
        while (out.maxKB && data.length > out.maxKB * 1024 && quality > 40) {
          quality -= 6;
          data = await page.screenshot({ type: 'jpeg', quality, clip });
        }
      }
      await write(root, out.file, data, size, out.format === 'jpeg' ? ` q${quality}` : '');
    }
  } finally {
    await browser.close();
  }
}
