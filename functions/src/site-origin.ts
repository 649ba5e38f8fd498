// The site's own address, for what must name it in full: canonical URLs, language alternates,
// link previews, the sitemap. Never taken from a request (a crafted Host or X-Forwarded-Host
// would put another site's address in the page and in the CDN's copy of it).

/**
 * SITE_ORIGIN when set (functions/.env.<project>: a custom domain, or the local stack's Hosting),
 * else the project's default Hosting address.
 */
export function siteOrigin(): string {
  const configured = process.env.SITE_ORIGIN?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const project = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? 'demo-puntacana';
  return `https://${project}.web.app`;
}
