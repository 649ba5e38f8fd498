// How the app shows a toast. notistack and the toast itself (./toast-stack) load once the page has
// painted and gone idle, or with the first toast, so they are not part of a page's first load.
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { inSteps, usePageLoaded } from '@/lib/idle';
import type { ToastInput } from './toast-stack';

export type { ToastInput, ToastVariant } from './toast-stack';

let stack: typeof import('./toast-stack') | undefined;

/**
 * The toast stack's code: one download, shared by the host and every toast. notistack (with goober,
 * which builds its styles as it loads) is evaluated in a task before the stack's own module: at
 * once they were a task of 60-75 ms at a phone's CPU.
 */
export const loadToastStack = () =>
  inSteps([() => import('notistack')])
    .then(() => import('./toast-stack'))
    .then((module) => (stack = module));
const ToastStack = lazy(loadToastStack);

/** Each mounted host's "show the stack now", for a toast asked for before the page went idle. */
const hosts = new Set<() => void>();

/** Where the app's toasts appear: nothing until the page is idle or a toast is asked for. */
export function ToastHost() {
  const pageLoaded = usePageLoaded();
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    const show = () => setAsked(true);
    hosts.add(show);
    return () => {
      hosts.delete(show);
    };
  }, []);
  return pageLoaded || asked ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}

/** Shows a toast; usable outside React too. */
export function showToast(input: ToastInput): void {
  for (const show of hosts) show();
  // Once the code is in, the toast shows at once rather than a tick later.
  if (stack) void stack.enqueueToast(input);
  else
    loadToastStack()
      .then((loaded) => loaded.enqueueToast(input))
      .catch((error: unknown) => console.error('Could not show a toast', input.title, error));
}

export function useToast() {
  return useCallback((input: ToastInput) => showToast(input), []);
}
