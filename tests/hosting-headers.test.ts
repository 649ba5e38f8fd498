// What the Hosting emulator serves (firebase.json's hosting.headers, plus the emulators' origins in
// the CSP): security headers on every response, no-cache on the app shell, immutable hashed assets.
import { beforeAll, describe, expect, it } from 'vitest';
import firebaseJson from '../firebase.json' with { type: 'json' };
import { EMULATOR_ORIGINS, emulatorFirebaseConfig } from '../scripts/lib/emulator-hosting-config';
import { HOST, PORTS } from '../scripts/lib/local-stack';

const SITE = `http://${HOST}:${PORTS.hosting}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const cspIn = (config: typeof firebaseJson) =>
  config.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')!.value;

/** The policy the local stack serves: production's, with the emulators added. */
const LOCAL_CSP = cspIn(emulatorFirebaseConfig(firebaseJson));

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

async function get(path: string) {
  const response = await fetch(SITE + path, { redirect: 'manual' });
  expect(response.status, path).toBe(200);
  return response;
}

function expectSecurityHeaders(response: Response, path: string) {
  expect(response.headers.get('content-security-policy'), path).toBe(LOCAL_CSP);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
  }
  const permissions = response.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
    expect(permissions, path).toContain(`${feature}=()`);
  }
}

describe('the policy in firebase.json', () => {
  const csp = directives(cspIn(firebaseJson));

  it('runs scripts from the site only (and reCAPTCHA for App Check): no inline script, no eval', () => {
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('locks down framing, plugins, base URLs and form targets', () => {
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
  });

  it('lets the app reach Firebase in production and names no emulator', () => {
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        'https://firestore.googleapis.com',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://*.cloudfunctions.net',
        'https://firebasestorage.googleapis.com',
        'https://content-firebaseappcheck.googleapis.com',
      ]),
    );
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://firebasestorage.googleapis.com',
      // Firestore's WebChannel pings this one picture when its connection fails (offline).
      'https://www.google.com/images/cleardot.gif',
    ]);
    expect(cspIn(firebaseJson)).not.toMatch(/127\.0\.0\.1|localhost|http:\/\//);
  });
});

describe('the local stack serves', () => {
  let assetPath = '';

  beforeAll(async () => {
    const html = await (await get('/')).text();
    assetPath = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  });

  it('the emulators as extra connect-src and img-src only', () => {
    const local = directives(LOCAL_CSP);
    for (const origin of EMULATOR_ORIGINS) {
      expect(local['connect-src']).toContain(origin);
      expect(local['img-src']).toContain(origin);
    }
    expect(local['script-src']).toEqual(directives(cspIn(firebaseJson))['script-src']);
  });

  // Pages rendered on the server: browsers always ask again, the CDN keeps them 10 s. The app
  // shell: not cached.
  it.each([
    ['/home', 'public, max-age=0, s-maxage=10'],
    ['/tours/isla-saona', 'public, max-age=0, s-maxage=10'],
    ['/guia', 'public, max-age=0, s-maxage=10'],
    ['/about', 'public, max-age=0, s-maxage=10'],
    ['/contact', 'public, max-age=0, s-maxage=10'],
    ['/', 'no-cache'],
    ['/checkout', 'no-cache'],
    ['/index.html', 'no-cache'],
  ])('%s: HTML cached as %s, with every security header', async (path, cacheControl) => {
    const response = await get(path);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
    expectSecurityHeaders(response, path);
  });

  it.each(['/', '/home', '/tours/isla-saona'])(
    '%s: no inline script (script-src allows none), only data: what the page was rendered from and its structured data',
    async (path) => {
      const html = await (await get(path)).text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts)
        expect(tag).toMatch(
          /\ssrc="\/assets\/|^<script type="application\/json" id="[\w-]+">$|^<script type="application\/ld\+json">$/,
        );
      expect(html).not.toMatch(/\son[a-z]+=/i);
    },
  );

  it('hashed assets cached for a year, immutable', async () => {
    expect(assetPath).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
    const response = await get(assetPath);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expectSecurityHeaders(response, assetPath);
  });

  it.each(['/sw.js', '/manifest.webmanifest'])(
    '%s: never cached, so a new version is seen at once',
    async (path) => {
      const response = await get(path);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expectSecurityHeaders(response, path);
    },
  );
});

describe('robots.txt', () => {
  it('is served as text for search engines, not the app page the other paths get', async () => {
    const response = await fetch(`${SITE}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).not.toContain('<html');
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages and tours with their alternates, and robots.txt names it', async () => {
    const response = await fetch(`${SITE}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain(`<loc>${SITE}/home?lng=es</loc>`);
    expect(xml).toContain(`<loc>${SITE}/tours/isla-saona?lng=en</loc>`);
    expect(xml).toContain(`hreflang="x-default" href="${SITE}/tours/isla-saona"`);
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('/checkout');
    const robots = await (await fetch(`${SITE}/robots.txt`)).text();
    expect(robots).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap\\.xml$`, 'm'));
  });

  it.each(['/admin-login', '/admin/tours', '/checkout', '/reserva'])(
    '%s asks search engines not to index it',
    async (path) => {
      const response = await fetch(`${SITE}${path}`);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
    },
  );
});
