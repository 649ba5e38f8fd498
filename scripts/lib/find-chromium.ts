// Finds the machine's Chromium for Playwright (tests never download a browser).
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findChromium(): string {
  const found = [process.env.CHROMIUM_PATH, ...CANDIDATES].find(
    (candidate) => candidate && existsSync(candidate),
  );
  if (!found) {
    throw new Error(
      `Chromium not found (looked at $CHROMIUM_PATH, ${CANDIDATES.join(', ')}). Install it with \`apt-get install -y chromium\` or set CHROMIUM_PATH.`,
    );
  }
  return found;
}
