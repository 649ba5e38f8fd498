// A cover photo as CSS background: the admin's photo, else the bundled stock photo, on the brand's
// dark colour (what a broken URL leaves, text still legible). The stock photo is not layered under
// an admin photo: browsers download every layer, and on a phone that is a second large photo.

/** A CSS url() for any URL: Storage download URLs are already percent-encoded, so only quotes are escaped. */
function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}")`;
}

export function photoBackground(image: string | null | undefined, fallback: string) {
  return {
    backgroundColor: 'primary.dark',
    backgroundImage: cssUrl(image || fallback),
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  } as const;
}
