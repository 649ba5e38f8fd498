// One way to show the spec's toasts (a title and an optional description) through notistack;
// a close button, and a swipe to the right dismisses one.
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, useSnackbar, type SnackbarKey } from 'notistack';
import { useCallback, useRef, type ReactNode } from 'react';
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

/** How far (px) a finger must swipe a toast to the right to dismiss it. */
export const SWIPE_DISMISS_PX = 50;

/** Toast text that a rightward swipe of at least SWIPE_DISMISS_PX dismisses, as on phones. */
function SwipeToDismiss({ onDismiss, children }: { onDismiss: () => void; children: ReactNode }) {
  const startX = useRef<number | null>(null);
  return (
    <Box
      data-testid="toast"
      onTouchStart={(event) => {
        startX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const endX = event.changedTouches[0]?.clientX;
        if (startX.current !== null && endX !== undefined && endX - startX.current >= SWIPE_DISMISS_PX) onDismiss();
        startX.current = null;
      }}
    >
      {children}
    </Box>
  );
}

let toastCount = 0;

export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    ({ title, description, variant = 'info', duration }: ToastInput) => {
      const key = `toast-${++toastCount}`;
      return enqueueSnackbar(
        <SwipeToDismiss onDismiss={() => closeSnackbar(key)}>
          <Box component="strong" sx={{ display: 'block' }}>
            {title}
          </Box>
          {description && <Box component="span">{description}</Box>}
        </SwipeToDismiss>,
        {
          key,
          variant,
          autoHideDuration: duration ?? TOAST_DURATION_MS,
          action: (id) => <CloseToast id={id} />,
        },
      );
    },
    [enqueueSnackbar],
  );
}
