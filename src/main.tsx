// Browser entry point.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadRoutes } from '@/app/router';
import { textsReady } from '@/lib/i18n';

// The visitor's texts start downloading first (the first render waits for them, so it never shows
// keys), the page's code right after, both at once. A transition lets the browser breathe during
// that big first render.
const texts = textsReady();
preloadRoutes(location.pathname);
void texts.then(() =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
