// The one Zod every shape is built with: zod/mini, whose functions tree-shake (classic Zod cannot:
// about 24 KB gzip on every page against 9 for this), set up before any schema exists.
import * as z from 'zod/mini';
import { config } from 'zod/mini';
import { en } from 'zod/locales';

// Called by its own name, not as `z.config`: the build treats every `z.…` call as pure, so that a
// schema no code on a page uses is left out of that page (vite.config.ts, manualPureFunctions).
// The build keeps this module, and so this call, wherever a page uses `z` at all.
config({
  // The same English messages classic Zod gives: the functions send them back, naming the field.
  ...en(),
  // No `new Function` (Zod's faster object parser, and its probe for it): the site's CSP allows no
  // eval, and a strict CSP reports even the probe as a violation.
  jitless: true,
});

export { z };
