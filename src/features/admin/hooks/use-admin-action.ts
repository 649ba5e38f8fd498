// Runs an add, update or delete and shows the spec's toast: '<action>_success', or '<action>_error' with the server message.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';

export type AdminAction = 'add' | 'update' | 'delete';

/** The message a server or SDK error carries, for the error toast's description. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error !== '' ? error : String(error);
}

export function useAdminAction() {
  const toast = useToast();
  const { t } = useTranslation('admin');
  return useCallback(
    async <T>(
      action: AdminAction,
      work: () => Promise<T>,
      successText: string,
    ): Promise<{ ok: true; value: T } | { ok: false }> => {
      try {
        const value = await work();
        toast({
          title: t(`toasts.${action}_success`),
          description: successText,
          variant: 'success',
        });
        return { ok: true, value };
      } catch (error) {
        console.error(`Admin ${action} failed`, error);
        toast({
          title: t(`toasts.${action}_error`),
          description: errorMessage(error),
          variant: 'error',
        });
        return { ok: false };
      }
    },
    [t, toast],
  );
}
