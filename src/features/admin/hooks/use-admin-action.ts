// Runs an add, update or delete and shows the spec's toast: '<action>_success', or '<action>_error' with the server message.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastedAction, type ActionResult } from '@/hooks/use-toasted-action';

export type AdminAction = 'add' | 'update' | 'delete';

export function useAdminAction() {
  const run = useToastedAction();
  const { t } = useTranslation('admin');
  return useCallback(
    <T>(
      action: AdminAction,
      work: () => Promise<T>,
      successText: string,
    ): Promise<ActionResult<T>> =>
      run(work, {
        name: `Admin ${action}`,
        success: { title: t(`toasts.${action}_success`), description: successText },
        errorTitle: t(`toasts.${action}_error`),
      }),
    [run, t],
  );
}
