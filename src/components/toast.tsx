// How the app shows a toast. notistack and the toast itself (./toast-stack) load with the first
// toast, so they are no part of a page's load: notistack builds its styles as it is evaluated (with
// goober), a task of 23-26 ms under Lighthouse (100 ms at a phone's CPU) on pages that may never
// show a toast. The service worker keeps their code, so a toast offline still shows.
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { inSteps } from '@/lib/idle';
import type { ToastInput } from './toast-stack';

export type { ToastInput, ToastVariant } from './toast-stack';

type Stack = typeof import('./toast-stack');
let stack: Stack | undefined;
let loading: Promise<Stack> | undefined;

/** Each mounted host's "draw the stack", called once its code is in. */
const hosts = new Set<(Stack: ComponentType) => void>();

/**
 * The toast stack's code: one download, shared by the host and every toast; the mounted host draws
 * the stack as soon as it is in, whoever asked for it (a toast, the update prompt).
 * notistack (with goober, which builds its styles as it loads) is evaluated in a task before the
 * stack's own module: at once they were a task of 60-75 ms at a phone's CPU. A failed download
 * (offline before the service worker holds it) is tried again by the next caller.
 */
export function loadToastStack(): Promise<Stack> {
  loading ??= inSteps([() => import('notistack')])
    .then(() => import('./toast-stack'))
    .then(
      (module) => {
        stack = module;
        for (const draw of hosts) draw(module.default);
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  return loading;
}

/**
 * Where the app's toasts appear: nothing until a toast is asked for. Its code comes by
 * loadToastStack, not `lazy`: a download that fails is logged, and the page stays (a failed `lazy`
 * reached the app's error boundary, which replaced the whole page).
 */
export function ToastHost() {
  const [Stack, setStack] = useState<ComponentType | null>(() => stack?.default ?? null);
  useEffect(() => {
    let mounted = true;
    const draw = (loaded: ComponentType) => mounted && setStack(() => loaded);
    hosts.add(draw);
    if (stack) draw(stack.default);
    return () => {
      mounted = false;
      hosts.delete(draw);
    };
  }, []);
  return Stack ? <Stack /> : null;
}

/** Shows a toast; usable outside React too. */
export function showToast(input: ToastInput): void {
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
