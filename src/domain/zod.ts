// The one Zod every shape is built with: zod/mini, whose functions tree-shake (classic Zod cannot:
// about 24 KB gzip on every page against 9 for this), set up before any schema exists.
import * as z from 'zod/mini';
import { en } from 'zod/locales';

z.config({
  // The same English messages classic Zod gives: the functions send them back, naming the field.
  ...en(),
  // No `new Function` (Zod's faster object parser, and its probe for it): the site's CSP allows no
  // eval, and a strict CSP reports even the probe as a violation.
  jitless: true,
});

export { z };
