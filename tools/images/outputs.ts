// Every file `npm run images` writes: icons, install screenshots, the site's photos and the seed's tour photos.
import { readFileSync } from 'node:fs';
import { appIcon } from './icons';
import type { TimeOfDay } from './palette';
import { aerialCoast } from './photos/aerial-coast';
import { beachClub } from './photos/beach-club';
import { calmBeach, heroBeach } from './photos/beaches';
import { buggies } from './photos/buggies-macao';
import { catamaranScene } from './photos/catamaran-party';
import { coastRoad } from './photos/coast-road';
import { hoyoAzul } from './photos/hoyo-azul';
import { catalina } from './photos/isla-catalina';
import { saona } from './photos/isla-saona';
import { marinarium } from './photos/marinarium';
import { parasail } from './photos/parasailing';
import { colonial } from './photos/santo-domingo-colonial';
import { photo, type Builder } from './photos/scene';
import { zipLine } from './photos/zip-line';
import type { Output } from './render';
import { variantNames } from '../../src/domain/image-variants';
import { PREVIEW_SIZE, PREVIEW_SUFFIX } from '../../src/domain/page-head';
import { siteMock } from './screenshots';

const PUBLIC = 'public/images';
const SEED = 'emulator-data/seed/images';
/** The small size is what a phone downloads first: the hero is the largest paint of most pages. */
const SMALL_MAX_KB = 30;

/** A photo in both sizes of src/domain/image-variants.ts: `<base>-1600.webp` and `<base>-800.webp`. */
const shot = (
  base: string,
  w: number,
  h: number,
  tod: TimeOfDay,
  seed: number,
  build: Builder,
  v: number,
  maxKB: number,
): Output => {
  const names = variantNames(base, 'webp');
  return {
    file: names.large,
    w,
    h,
    format: 'webp',
    maxKB,
    small: { file: names.small, maxKB: SMALL_MAX_KB },
    markup: () => photo(w, h, tod, seed, (s) => build(s, v)),
  };
};

/**
 * A photo's link preview (src/domain/page-head.ts): the same scene framed 1200×630, Open Graph's and
 * WhatsApp's large card, as `<base>-og.jpg` (JPEG: every preview reader takes it).
 */
const preview = (base: string, tod: TimeOfDay, seed: number, build: Builder): Output => ({
  file: `${base}${PREVIEW_SUFFIX}`,
  w: PREVIEW_SIZE.width,
  h: PREVIEW_SIZE.height,
  format: 'jpeg',
  maxKB: 150,
  markup: () => photo(PREVIEW_SIZE.width, PREVIEW_SIZE.height, tod, seed, (s) => build(s, 0)),
});

const TOURS: [slug: string, build: Builder, tods: [TimeOfDay, TimeOfDay, TimeOfDay]][] = [
  ['isla-saona', saona, ['day', 'morning', 'golden']],
  ['buggies-macao', buggies, ['day', 'golden', 'day']],
  ['santo-domingo-colonial', colonial, ['day', 'morning', 'golden']],
  ['catamaran-party', catamaranScene, ['day', 'sunset', 'day']],
  ['hoyo-azul-scape-park', hoyoAzul, ['day', 'morning', 'day']],
  ['isla-catalina-snorkel', catalina, ['day', 'day', 'morning']],
  ['marinarium-snorkel', marinarium, ['day', 'day', 'day']],
  ['zip-line-anamuya', zipLine, ['day', 'morning', 'golden']],
  ['parasailing-bavaro', parasail, ['day', 'golden', 'morning']],
];

export const OUTPUTS: Output[] = [
  {
    // The tab's icon. As public/favicon.svg it cost every page, after its load, a document of its
    // own that Chrome builds on the main thread for an SVG image: a task of 190 ms at 4× CPU, inside
    // the window Lighthouse counts blocking time in. A PNG is decoded in a millisecond.
    file: 'public/icons/favicon-48.png',
    w: 48,
    h: 48,
    format: 'png',
    transparent: true,
    markup: () =>
      readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8').replace(
        '<svg ',
        '<svg width="48" height="48" ',
      ),
  },
  {
    file: 'public/icons/icon-192.png',
    w: 192,
    h: 192,
    format: 'png',
    transparent: true,
    markup: () => appIcon(192, 'any'),
  },
  {
    file: 'public/icons/icon-512.png',
    w: 512,
    h: 512,
    format: 'png',
    transparent: true,
    markup: () => appIcon(512, 'any'),
  },
  {
    file: 'public/icons/maskable-512.png',
    w: 512,
    h: 512,
    format: 'png',
    markup: () => appIcon(512, 'maskable'),
  },
  {
    file: 'public/icons/apple-touch-icon.png',
    w: 180,
    h: 180,
    format: 'png',
    markup: () => appIcon(180, 'apple'),
  },
  {
    file: `${PUBLIC}/screenshot-wide.png`,
    w: 1280,
    h: 720,
    format: 'png',
    markup: () => siteMock(false),
  },
  {
    file: `${PUBLIC}/screenshot-narrow.png`,
    w: 540,
    h: 960,
    format: 'png',
    markup: () => siteMock(true),
  },
  shot(`${PUBLIC}/hero`, 1600, 900, 'golden', 7, heroBeach, 0, 120),
  shot(`${PUBLIC}/services`, 1600, 900, 'day', 8, coastRoad, 0, 120),
  shot(`${PUBLIC}/nightlife`, 1200, 800, 'night', 9, beachClub, 0, 120),
  shot(`${PUBLIC}/tour-fallback`, 800, 600, 'morning', 10, calmBeach, 0, 120),
  shot(`${PUBLIC}/guide-hero`, 1600, 900, 'day', 12, aerialCoast, 0, 120),
  ...TOURS.flatMap(([slug, build, tods], i) =>
    tods.map((tod, v) =>
      shot(`${SEED}/${slug}${v ? `-${v}` : ''}`, 1200, 800, tod, 100 + i * 10 + v, build, v, 150),
    ),
  ),
  shot(`${SEED}/hero`, 1600, 900, 'golden', 7, heroBeach, 0, 150),
  shot(`${SEED}/services`, 1600, 900, 'day', 8, coastRoad, 0, 150),
  shot(`${SEED}/nightlife`, 1600, 900, 'night', 9, beachClub, 0, 150),
  // Link previews: the site's hero (bundled and seeded) and each seed tour's cover photo.
  preview(`${PUBLIC}/hero`, 'golden', 7, heroBeach),
  preview(`${SEED}/hero`, 'golden', 7, heroBeach),
  ...TOURS.map(([slug, build, tods], i) =>
    preview(`${SEED}/${slug}`, tods[0], 100 + i * 10, build),
  ),
];
