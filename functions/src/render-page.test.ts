// @vitest-environment node
// Which hosts renderPage asks for their index.html: its own site's, never one a caller names.
import { describe, expect, it } from 'vitest';
import { isSiteHost } from './render-page';

const PROD = { GCLOUD_PROJECT: 'punta-tours' };

describe('isSiteHost', () => {
  it("accepts the project's live site and preview channels", () => {
    expect(isSiteHost('punta-tours.web.app', PROD)).toBe(true);
    expect(isSiteHost('punta-tours.firebaseapp.com', PROD)).toBe(true);
    expect(isSiteHost('punta-tours--pr-12-a1b2c3.web.app', PROD)).toBe(true);
  });

  it('accepts custom domains only when SITE_HOSTS names them', () => {
    expect(isSiteHost('www.puntacanatours.do', PROD)).toBe(false);
    expect(
      isSiteHost('www.puntacanatours.do', {
        ...PROD,
        SITE_HOSTS: 'puntacanatours.do, www.puntacanatours.do',
      }),
    ).toBe(true);
  });

  it('refuses any other host a caller may send, and local addresses outside the emulator', () => {
    for (const host of [
      'evil.web.app',
      'punta-tours.evil.com',
      'evil.com',
      'punta-toursx.web.app',
      'metadata.google.internal',
      '169.254.169.254',
      '127.0.0.1:5000',
    ])
      expect(isSiteHost(host, PROD), host).toBe(false);
    expect(isSiteHost('punta-tours.web.app', {})).toBe(false);
    expect(isSiteHost('127.0.0.1:5000', { FUNCTIONS_EMULATOR: 'true' })).toBe(true);
  });
});
