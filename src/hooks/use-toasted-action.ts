// Runs a save, change or sign-out and shows its outcome as a toast: the success text, or the error's message.
import { useCallback } from 'react';
import { useToast } from '@/components/toast';

/** The message a server or SDK error carries, for the error toast's description. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error !== '' ? error : String(error);
}

export interface ActionToasts {
  /** What the work is, for the console when it fails ('Saving site content'). */
  name: string;
  success: { title: string; description: string };
  errorTitle: string;
  /** The error toast's text; the error's own message when left out. */
  errorDescription?: (error: unknown) => string;
}

export type ActionResult<T> = { ok: true; value: T } | { ok: false };

export function useToastedAction() {
  const toast = useToast();
  return useCallback(
    async <T>(work: () => Promise<T>, toasts: ActionToasts): Promise<ActionResult<T>> => {
      try {
        const value = await work();
        toast({ ...toasts.success, variant: 'success' });
        return { ok: true, value };
      } catch (error) {
        console.error(`${toasts.name} failed`, error);
        const describe = toasts.errorDescription ?? errorMessage;
        toast({ title: toasts.errorTitle, description: describe(error), variant: 'error' });
        return { ok: false };
      }
    },
    [toast],
  );
}
