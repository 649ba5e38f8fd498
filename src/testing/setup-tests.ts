// Shared set-up for component tests: DOM matchers, cleanup between tests, a findBy/waitFor
// timeout that holds on a busy 2-core CI machine (the default 1 s does not, under full load), and
// every text of both languages handed over up front (the app loads them on demand), so
// components render their texts synchronously.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { firstViewDrawn } from '@/lib/idle';
import { initI18n } from '@/lib/i18n';
import { resources } from '@/locales';

initI18n(resources);

configure({ asyncUtilTimeout: 4000 });

afterEach(() => cleanup());

// Component tests render parts of pages, without the page frame that says a page is drawn: what
// waits for the page (afterPageLoad: the date picker, the toast stack) goes ahead as in the app.
firstViewDrawn();
