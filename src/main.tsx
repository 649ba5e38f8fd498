// Browser entry point.
// First, before any module builds a zod schema: no `new Function` under the site's CSP.
import '@/config/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
