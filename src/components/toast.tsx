// One way to show the spec's toasts (a title and an optional description) through notistack.
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, useSnackbar, type SnackbarKey } from 'notistack';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; the provider's 5000 ms when omitted. */
  duration?: number;
}

export const TOAST_DURATION_MS = 5000;

function CloseToast({ id }: { id: SnackbarKey }) {
  const { t } = useTranslation();
  return (
    <IconButton size="small" color="inherit" aria-label={t('actions.close')} onClick={() => closeSnackbar(id)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    ({ title, description, variant = 'info', duration }: ToastInput) =>
      enqueueSnackbar(
        <Box data-testid="toast">
          <Box component="strong" sx={{ display: 'block' }}>
            {title}
          </Box>
          {description && <Box component="span">{description}</Box>}
        </Box>,
        {
          variant,
          autoHideDuration: duration ?? TOAST_DURATION_MS,
          action: (id) => <CloseToast id={id} />,
        },
      ),
    [enqueueSnackbar],
  );
}
