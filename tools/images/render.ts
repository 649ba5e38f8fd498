// Renders pictures with the machine's Chromium: each output's markup becomes a PNG or a size-capped JPEG.
import { chromium } from '@playwright/test';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/find-chromium';

export interface Output {
  file: string;
  w: number;
  h: number;
  format: 'png' | 'jpeg';
  transparent?: boolean;
  /** Upper bound for JPEGs, in KB: quality steps down until the file fits. */
  maxKB?: number;
  markup: () => string;
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
      const target = path.join(root, out.file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data);
      const q = out.format === 'jpeg' ? ` q${quality}` : '';
      console.log(
        `${out.file.padEnd(56)} ${`${out.w}x${out.h}`.padStart(9)} ${`${(data.length / 1024).toFixed(1)} KB`.padStart(10)}${q}`,
      );
    }
  } finally {
    await browser.close();
  }
}
