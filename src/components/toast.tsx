// How the app shows a toast. notistack and the toast itself (./toast-stack) load with the first
// toast, so they are no part of a page's start (evaluating them is a long task on a phone).
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import type { ToastInput } from './toast-stack';

export type { ToastInput, ToastVariant } from './toast-stack';

let stack: typeof import('./toast-stack') | undefined;

/** The toast stack's code: one download, shared by the host and every toast. */
export const loadToastStack = () => import('./toast-stack').then((module) => (stack = module));
const ToastStack = lazy(loadToastStack);

/** Each mounted host's "show the stack now", for the first toast. */
const hosts = new Set<() => void>();

/** Where the app's toasts appear: nothing until a toast is asked for. */
export function ToastHost() {
  const [asked, setAsked] = useState(Boolean(stack));
  useEffect(() => {
    const show = () => setAsked(true);
    hosts.add(show);
    return () => {
      hosts.delete(show);
    };
  }, []);
  return asked ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}

/** The toast stack, shown by every host: for a toast of one's own (the update prompt's). */
export function openToastStack(): Promise<typeof import('./toast-stack')> {
  for (const show of hosts) show();
  return loadToastStack();
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
