// The brand colours and the light of each time of day the photos are drawn in.

export const BRAND = {
  teal: '#0b6e79',
  sea: '#7fd3d9',
  sand: '#fffaf2',
  sand2: '#f3e2c3',
  coral: '#c2410c',
  sun: '#f6b042',
  ink: '#16323a',
};

export type TimeOfDay = 'morning' | 'day' | 'golden' | 'sunset' | 'night';

export interface Palette {
  sky: [string, string, string];
  sun: string;
  glow: string;
  cloud: string;
  haze: string;
  seaFar: string;
  seaNear: string;
  shallow: string;
  sand: string;
  sandShade: string;
  leaf: string;
  leafDark: string;
  trunk: string;
  hill: string;
  /** What "white" things (hulls, sails, foam) look like in this light. */
  white: string;
  shade: string;
}

export const PALETTES: Record<TimeOfDay, Palette> = {
  day: {
    sky: ['#2b98cc', '#86cfe8', '#e6f6f3'],
    sun: '#fff8d8',
    glow: '#fff1b8',
    cloud: '#ffffff',
    haze: '#dcf2ef',
    seaFar: '#0b6e79',
    seaNear: '#1e9ea8',
    shallow: '#7fd3d9',
    sand: '#fffaf2',
    sandShade: '#f3e2c3',
    leaf: '#2f8f4e',
    leafDark: '#1e6a3b',
    trunk: '#8a6a45',
    hill: '#4f9a6a',
    white: '#ffffff',
    shade: '#16323a',
  },
  morning: {
    sky: ['#63b1d8', '#b6e0ea', '#fff0d6'],
    sun: '#fffaf2',
    glow: '#ffe2a6',
    cloud: '#fff8ee',
    haze: '#f2ecdc',
    seaFar: '#18808b',
    seaNear: '#3db3bb',
    shallow: '#9fe0dc',
    sand: '#fffaf2',
    sandShade: '#efdbb8',
    leaf: '#3a9859',
    leafDark: '#277548',
    trunk: '#8f7050',
    hill: '#7fae8a',
    white: '#fffdf8',
    shade: '#1d3a44',
  },
  golden: {
    sky: ['#e27347', '#f4a946', '#ffe1a1'],
    sun: '#fff2c0',
    glow: '#ffc864',
    cloud: '#ffd6aa',
    haze: '#f8d49c',
    seaFar: '#0b6e79',
    seaNear: '#2a8d92',
    shallow: '#8fcfc2',
    sand: '#f7e4c2',
    sandShade: '#e0bd8b',
    leaf: '#2a6843',
    leafDark: '#1b4832',
    trunk: '#5e4230',
    hill: '#6c7b55',
    white: '#fff3e0',
    shade: '#3a2618',
  },
  sunset: {
    sky: ['#3e3872', '#c2553a', '#f6b042'],
    sun: '#ffe1a0',
    glow: '#f6a03a',
    cloud: '#f0a27f',
    haze: '#eba27a',
    seaFar: '#2a4a68',
    seaNear: '#0b6e79',
    shallow: '#5aa7a6',
    sand: '#e6c9a0',
    sandShade: '#c5a175',
    leaf: '#1c3533',
    leafDark: '#132624',
    trunk: '#2e2624',
    hill: '#3b4659',
    white: '#f8dcc6',
    shade: '#1c1420',
  },
  night: {
    sky: ['#070f26', '#12264a', '#23466a'],
    sun: '#f4f1e0',
    glow: '#9fb8d8',
    cloud: '#2a3f66',
    haze: '#3b5d84',
    seaFar: '#0a2740',
    seaNear: '#0c3a50',
    shallow: '#15556a',
    sand: '#3c3a55',
    sandShade: '#2c2a42',
    leaf: '#081a20',
    leafDark: '#051116',
    trunk: '#081a20',
    hill: '#0d2236',
    white: '#a9b6cc',
    shade: '#03060d',
  },
};
