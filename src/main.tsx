// Browser entry point. The app starts in stages, each evaluated in a task of its own: React DOM,
// emotion's cache, serializer and prop filter, MUI's styling and theme code, the app's theme (made
// with it: 7 ms of the 18 the two were under Lighthouse's tracing), then the texts, the MUI
// parts the providers share with every page (ButtonBase alone is ~60 ms at a phone's CPU: with
// the rest, the providers' stage was one task of ~95 ms), the providers, the router, and the app.
// Evaluated at once, the shell was one task of about 200 ms on a phone's CPU (4x slowdown), and a
// tap waited for all of it. The stages are in the shell's one chunk (vite.config.ts), whose
// modules are evaluated when first imported (strictExecutionOrder).
import { inSteps } from '@/lib/idle';

async function start() {
  await inSteps([
    () => import('react-dom/client'),
    () => import('@emotion/cache'),
    () => import('@emotion/serialize'),
    () => import('@emotion/is-prop-valid'),
    () => import('@mui/system/createTheme'),
    () => import('@/lib/theme'),
    () => import('@/lib/i18n'),
    () => import('@mui/material/ButtonBase'),
    () => import('@mui/material/Button'),
    () => import('@mui/material/Typography'),
    () => import('@mui/material/CssBaseline'),
    () => import('@/app/provider'),
    () => import('@/app/router'),
  ]);
  const { startApp } = await import('@/boot/start');
  await startApp();
}

void start();
