// Finds a Chromium for Playwright and Lighthouse on this machine (tests never download a browser).
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What the search reads from the machine; tests pass a made-up one. */
/**
 * Flags for every headless Chromium we start (journeys, Lighthouse, the image tool): no sandbox
 * (root in CI), no GPU, and no background calls to Google, which this network refuses.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
] as const;

export interface Machine {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  homedir: string;
  /** The names in a folder; none when it does not exist. */
  listDir(dir: string): string[];
}

const LINUX_SYSTEM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

const MAC_APPS = [
  'Google Chrome.app/Contents/MacOS/Google Chrome',
  'Chromium.app/Contents/MacOS/Chromium',
];

const WINDOWS_APPS = [
  'Google\\Chrome\\Application\\chrome.exe',
  'Chromium\\Application\\chrome.exe',
];

// Inside <cache>/ms-playwright/chromium-<revision>/: Chrome for Testing builds (Playwright 1.57+)
// first, then the older Chromium snapshot layouts.
const PLAYWRIGHT_EXECUTABLES: Partial<Record<NodeJS.Platform, string[]>> = {
  linux: ['chrome-linux64/chrome', 'chrome-linux-arm64/chrome', 'chrome-linux/chrome'],
  darwin: ['chrome-mac-arm64', 'chrome-mac-x64', 'chrome-mac'].flatMap((dir) => [
    `${dir}/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing`,
    `${dir}/Chromium.app/Contents/MacOS/Chromium`,
  ]),
  win32: ['chrome-win64\\chrome.exe', 'chrome-win\\chrome.exe'],
};

const INSTALL_HINTS: Partial<Record<NodeJS.Platform, string>> = {
  linux:
    'Install it with `sudo apt-get install -y chromium` (Debian) or `npx playwright install chromium`',
  darwin:
    'Install Google Chrome (`brew install --cask google-chrome`) or run `npx playwright install chromium`',
  win32: 'Install Google Chrome or run `npx playwright install chromium`',
};

const pathsOf = (platform: NodeJS.Platform) => (platform === 'win32' ? path.win32 : path.posix);

/** The platform's usual Chrome and Chromium installs, tried after $CHROMIUM_PATH. */
function systemBrowsers({ platform, env, homedir }: Machine): string[] {
  const { join } = pathsOf(platform);
  if (platform === 'darwin') {
    return ['/Applications', join(homedir, 'Applications')].flatMap((apps) =>
      MAC_APPS.map((app) => join(apps, app)),
    );
  }
  if (platform === 'win32') {
    const roots = [
      env.ProgramFiles ?? 'C:\\Program Files',
      env['ProgramFiles(x86)'] ?? 'C:\\Program Files (x86)',
      localAppData({ env, homedir }),
    ];
    return roots.flatMap((root) => WINDOWS_APPS.map((app) => join(root, app)));
  }
  return LINUX_SYSTEM;
}

function localAppData({ env, homedir }: Pick<Machine, 'env' | 'homedir'>): string {
  return env.LOCALAPPDATA ?? path.win32.join(homedir, 'AppData', 'Local');
}

/** Where `npx playwright install` puts browsers: PLAYWRIGHT_BROWSERS_PATH, then its default cache. */
function playwrightFolders(machine: Machine): string[] {
  const { platform, env, homedir } = machine;
  const { join } = pathsOf(platform);
  const cache =
    platform === 'darwin'
      ? join(homedir, 'Library', 'Caches')
      : platform === 'win32'
        ? localAppData(machine)
        : (env.XDG_CACHE_HOME ?? join(homedir, '.cache'));
  const custom = env.PLAYWRIGHT_BROWSERS_PATH;
  return [...(custom && custom !== '0' ? [custom] : []), join(cache, 'ms-playwright')];
}

/** Playwright's Chromium executables, newest revision first. */
function playwrightBrowsers(machine: Machine): string[] {
  const { join } = pathsOf(machine.platform);
  const revisions = playwrightFolders(machine).flatMap((folder) =>
    machine.listDir(folder).flatMap((name) => {
      const revision = /^chromium-(\d+)$/.exec(name)?.[1];
      return revision ? [{ dir: join(folder, name), revision: Number(revision) }] : [];
    }),
  );
  revisions.sort((a, b) => b.revision - a.revision);
  const executables = PLAYWRIGHT_EXECUTABLES[machine.platform] ?? [];
  return revisions.flatMap(({ dir }) => executables.map((exe) => join(dir, exe)));
}

/** Every place a Chromium may be, in the order they are tried. */
export function chromiumCandidates(machine: Machine): string[] {
  const fromEnv = machine.env.CHROMIUM_PATH;
  return [
    ...(fromEnv ? [fromEnv] : []),
    ...systemBrowsers(machine),
    ...playwrightBrowsers(machine),
  ];
}

export function chromiumNotFoundMessage(machine: Machine): string {
  const looked = [
    '$CHROMIUM_PATH',
    ...systemBrowsers(machine),
    ...playwrightFolders(machine).map((folder) => `${folder} (Playwright's browsers)`),
  ];
  const hint = INSTALL_HINTS[machine.platform] ?? 'Install Chromium or Google Chrome';
  return `Chromium not found (looked at ${looked.join(', ')}). ${hint}, or set CHROMIUM_PATH.`;
}

export const thisMachine = (): Machine => ({
  platform: process.platform,
  env: process.env,
  homedir: os.homedir(),
  listDir: (dir) => {
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  },
});

export function findChromium(
  machine: Machine = thisMachine(),
  exists: (file: string) => boolean = existsSync,
): string {
  const found = chromiumCandidates(machine).find(exists);
  if (!found) throw new Error(chromiumNotFoundMessage(machine));
  return found;
}
