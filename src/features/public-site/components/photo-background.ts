// A cover photo as CSS background with the bundled photo layered under it, so a missing or broken URL never leaves a hole.

/** A CSS url() for any URL: Storage download URLs are already percent-encoded, so only quotes are escaped. */
function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}")`;
}

export function photoBackground(image: string | null | undefined, fallback: string) {
  const layers = image ? [image, fallback] : [fallback];
  return {
    backgroundColor: 'primary.dark',
    backgroundImage: layers.map(cssUrl).join(', '),
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  } as const;
}
