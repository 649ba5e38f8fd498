// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chromiumCandidates, findChromium, type Machine } from './find-chromium';

/** A machine whose folders hold the given names, and where only `files` exist. */
function machine(
  platform: NodeJS.Platform,
  {
    env = {},
    homedir = '/home/ana',
    folders = {},
  }: { env?: Machine['env']; homedir?: string; folders?: Record<string, string[]> } = {},
): Machine {
  return { platform, env, homedir, listDir: (dir) => folders[dir] ?? [] };
}

const existing =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe('findChromium', () => {
  it('prefers $CHROMIUM_PATH, then the Linux system browsers in their usual order', () => {
    const linux = machine('linux');
    expect(findChromium(linux, existing('/usr/bin/google-chrome', '/usr/bin/chromium'))).toBe(
      '/usr/bin/chromium',
    );
    const withEnv = machine('linux', { env: { CHROMIUM_PATH: '/opt/chrome/chrome' } });
    expect(findChromium(withEnv, existing('/usr/bin/chromium', '/opt/chrome/chrome'))).toBe(
      '/opt/chrome/chrome',
    );
  });

  it("finds the newest of Playwright's downloaded Chromium revisions on a Linux laptop", () => {
    const laptop = machine('linux', {
      folders: {
        '/home/ana/.cache/ms-playwright': [
          'chromium-1140',
          'chromium-1200',
          'chromium_headless_shell-1300',
          'ffmpeg-1011',
          'chromium-987',
        ],
      },
    });
    const installed = existing(
      '/home/ana/.cache/ms-playwright/chromium-1140/chrome-linux/chrome',
      '/home/ana/.cache/ms-playwright/chromium-1200/chrome-linux64/chrome',
      '/home/ana/.cache/ms-playwright/chromium-987/chrome-linux/chrome',
    );
    expect(findChromium(laptop, installed)).toBe(
      '/home/ana/.cache/ms-playwright/chromium-1200/chrome-linux64/chrome',
    );
  });

  it('looks in PLAYWRIGHT_BROWSERS_PATH and XDG_CACHE_HOME when they are set', () => {
    const laptop = machine('linux', {
      env: { PLAYWRIGHT_BROWSERS_PATH: '/srv/browsers', XDG_CACHE_HOME: '/var/cache/ana' },
      folders: {
        '/srv/browsers': ['chromium-1100'],
        '/var/cache/ana/ms-playwright': ['chromium-1200'],
      },
    });
    expect(chromiumCandidates(laptop)).toEqual(
      expect.arrayContaining([
        '/srv/browsers/chromium-1100/chrome-linux64/chrome',
        '/var/cache/ana/ms-playwright/chromium-1200/chrome-linux64/chrome',
      ]),
    );
    const installed = existing(
      '/srv/browsers/chromium-1100/chrome-linux64/chrome',
      '/var/cache/ana/ms-playwright/chromium-1200/chrome-linux64/chrome',
    );
    expect(findChromium(laptop, installed)).toBe(
      '/var/cache/ana/ms-playwright/chromium-1200/chrome-linux64/chrome',
    );
  });

  it('finds Google Chrome, Chromium or Playwright’s Chrome for Testing on macOS', () => {
    const mac = machine('darwin', {
      homedir: '/Users/ana',
      folders: { '/Users/ana/Library/Caches/ms-playwright': ['chromium-1181', 'chromium-1200'] },
    });
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    const forTesting =
      '/Users/ana/Library/Caches/ms-playwright/chromium-1200/chrome-mac-arm64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing';
    const older =
      '/Users/ana/Library/Caches/ms-playwright/chromium-1181/chrome-mac/Chromium.app/Contents/MacOS/Chromium';

    expect(findChromium(mac, existing(older, forTesting, chrome))).toBe(chrome);
    expect(findChromium(mac, existing('/Applications/Chromium.app/Contents/MacOS/Chromium'))).toBe(
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
    );
    expect(findChromium(mac, existing(older, forTesting))).toBe(forTesting);
    expect(findChromium(mac, existing(older))).toBe(older);
    expect(chromiumCandidates(mac)).not.toContain('/usr/bin/chromium');
  });

  it('finds Chrome in Program Files, Program Files (x86), the user’s AppData, or Playwright’s cache on Windows', () => {
    const windows = machine('win32', {
      homedir: 'C:\\Users\\ana',
      env: {
        ProgramFiles: 'C:\\Program Files',
        'ProgramFiles(x86)': 'C:\\Program Files (x86)',
        LOCALAPPDATA: 'C:\\Users\\ana\\AppData\\Local',
      },
      folders: { 'C:\\Users\\ana\\AppData\\Local\\ms-playwright': ['chromium-1200'] },
    });
    const perUser = 'C:\\Users\\ana\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe';
    const x86 = 'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe';
    const playwright =
      'C:\\Users\\ana\\AppData\\Local\\ms-playwright\\chromium-1200\\chrome-win64\\chrome.exe';

    expect(
      findChromium(windows, existing('C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe')),
    ).toBe('C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe');
    expect(findChromium(windows, existing(perUser, x86))).toBe(x86);
    expect(findChromium(windows, existing(playwright, perUser))).toBe(perUser);
    expect(findChromium(windows, existing(playwright))).toBe(playwright);
  });

  it('names what it looked at and what to install on this platform when nothing is found', () => {
    const nothing = existing();
    expect(() => findChromium(machine('linux'), nothing)).toThrow(
      /Chromium not found \(looked at \$CHROMIUM_PATH, \/usr\/bin\/chromium,.*\/home\/ana\/\.cache\/ms-playwright \(Playwright's browsers\)\)\. Install it with `sudo apt-get install -y chromium` \(Debian\) or `npx playwright install chromium`, or set CHROMIUM_PATH\./,
    );
    expect(() => findChromium(machine('darwin', { homedir: '/Users/ana' }), nothing)).toThrow(
      /\/Applications\/Google Chrome\.app.*`brew install --cask google-chrome`.*`npx playwright install chromium`/,
    );
    expect(() => findChromium(machine('win32', { homedir: 'C:\\Users\\ana' }), nothing)).toThrow(
      /C:\\Program Files\\Google\\Chrome\\Application\\chrome\.exe.*Install Google Chrome or run `npx playwright install chromium`/,
    );
  });
});
