// A page as the server drew it, taken over by React in the test's document as the browser does
// (src/boot/start.tsx): for tests of what stays the server's markup and what React takes over.
// Modules are imported when called, so a test that resets its modules gets the ones it uses.
import { waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, vi } from 'vitest';

/**
 * Takes `markup` over with `element` as the browser does, outside act() (React then schedules as it
 * does in a page); `cleanUp` unmounts and removes it.
 */
export function hydrateMarkup(markup: string, element: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const recoverableErrors = vi.fn();
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  const root = hydrateRoot(container, element, { onRecoverableError: recoverableErrors });
  return {
    container,
    root,
    recoverableErrors,
    cleanUp() {
      root.unmount();
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      container.remove();
    },
  };
}

/**
 * Runs `check` on the page as the server drew it, taken over as src/boot/start.tsx does, once the
 * page counts as drawn (the page's first view must say it is drawn: firstViewDrawn).
 */
export async function onTakenOverPage(
  page: (note: string) => ReactNode,
  check: (taken: {
    container: HTMLElement;
    recoverableErrors: ReturnType<typeof vi.fn>;
    /** Draws the page again with a new note (a prop of the parts below). */
    change: (note: string) => void;
  }) => Promise<void>,
) {
  const { drawPartsAtOnce } = await import('@/components/deferred');
  const { markHydrating } = await import('@/hooks/use-hydrated');
  const idle = await import('@/lib/idle');
  drawPartsAtOnce();
  let pageDrawn = false;
  idle.whenPageDrawn(() => (pageDrawn = true));
  const first = page('as the server drew it');
  const markup = renderToString(first);
  markHydrating();
  const taken = hydrateMarkup(markup, first);
  try {
    await waitFor(() => expect(pageDrawn).toBe(true));
    await check({ ...taken, change: (note) => taken.root.render(page(note)) });
  } finally {
    taken.cleanUp();
  }
}
