// The local stack's copy of firebase.json: the same file, with the emulators' origins added to the
// Content-Security-Policy (connect-src, img-src) so the app served by the Hosting emulator may
// talk to them. firebase.json itself lists only production hosts; emulator ports stay as they are.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EMULATOR_HOST, emulatorPorts } from '../../src/config/emulators';

/** Written beside firebase.json (firebase-tools resolves every path from the config's folder). */
export const EMULATOR_CONFIG_FILE = 'firebase.emulators.json';

/** What the web app talks to in the local build: Firestore, Auth, Storage (uploads, images), Functions. */
export const EMULATOR_ORIGINS = [EMULATOR_HOST, 'localhost'].flatMap((host) =>
  [emulatorPorts.firestore, emulatorPorts.auth, emulatorPorts.storage, emulatorPorts.functions].map(
    (port) => `http://${host}:${port}`,
  ),
);

const CSP = 'content-security-policy';

/** Adds sources to the named directives of a CSP; other directives are left as they are. */
export function addCspSources(
  csp: string,
  directives: readonly string[],
  sources: readonly string[],
) {
  return csp
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const name = part.split(/\s+/, 1)[0]!;
      if (!directives.includes(name)) return part;
      const missing = sources.filter((source) => !part.split(/\s+/).includes(source));
      return [part, ...missing].join(' ');
    })
    .join('; ');
}

interface HostingHeaders {
  hosting?: { headers?: { source: string; headers: { key: string; value: string }[] }[] };
}

/** firebase.json with the emulator origins added to every Content-Security-Policy header. */
export function emulatorFirebaseConfig<T extends HostingHeaders>(config: T): T {
  const copy = structuredClone(config);
  for (const rule of copy.hosting?.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key.toLowerCase() === CSP) {
        header.value = addCspSources(header.value, ['connect-src', 'img-src'], EMULATOR_ORIGINS);
      }
    }
  }
  return copy;
}

/** Writes the local stack's config next to firebase.json and returns its path (for `--config`). */
export function writeEmulatorFirebaseConfig(root: string): string {
  const config = JSON.parse(
    readFileSync(path.join(root, 'firebase.json'), 'utf8'),
  ) as HostingHeaders;
  const file = path.join(root, EMULATOR_CONFIG_FILE);
  writeFileSync(file, JSON.stringify(emulatorFirebaseConfig(config), null, 2) + '\n');
  return file;
}
