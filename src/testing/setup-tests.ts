// Shared set-up for component tests: DOM matchers, cleanup between tests, and a findBy/waitFor
// timeout that holds on a busy 2-core CI machine (the default 1 s does not, under full load).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 4000 });

afterEach(() => cleanup());
