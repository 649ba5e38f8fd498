// Writes robots.txt into the build (served by Hosting as a static file). Not a function: the
// Functions runtime answers /robots.txt itself with a 404 before any function sees it. Its
// Sitemap line needs the site's full address: the one the functions use (SITE_ORIGIN in
// functions/.env.<project>), else the project's default Hosting address.
import path from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { robotsTxt } from '../../src/domain/sitemap';

/**
 * SITE_ORIGIN from `functions/.env.<projectId>` (the file the functions read: Vite's loadEnv with
 * the project as its mode reads the same one), else https://<projectId>.web.app.
 */
export function siteOriginOfProject(root: string, projectId: string): string {
  const configured = loadEnv(projectId, path.join(root, 'functions'), 'SITE_ORIGIN').SITE_ORIGIN;
  return (configured?.trim() || `https://${projectId}.web.app`).replace(/\/+$/, '');
}

export function robotsTxtFile({ root, projectId }: { root: string; projectId: string }): Plugin {
  return {
    name: 'robots-txt',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: robotsTxt(siteOriginOfProject(root, projectId)),
      });
    },
  };
}
