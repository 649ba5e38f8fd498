// The toasts on screen: notistack's stack and the spec's toast (a title and an optional
// description). A toast closes after its duration, waits while the pointer or keyboard focus is on
// it, and closes early with its close button or a swipe to the right. Loaded on demand by ./toast.
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  MaterialDesignContent,
  SnackbarProvider,
  useSnackbar,
  type CustomContentProps,
  type OptionsObject,
  type ProviderContext,
  type SnackbarKey,
  type SnackbarMessage,
} from 'notistack';
import { forwardRef, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from '@/lib/theme';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; 5000 when omitted. */
  duration?: number;
}

export const TOAST_DURATION_MS = 5000;
/** How far (px) a finger must swipe a toast to the right to dismiss it. */
export const SWIPE_DISMISS_PX = 50;

/** A countdown that can pause and resume where it stopped. */
function usePausableTimeout(duration: number, onDone: () => void) {
  const remaining = useRef(duration);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const resume = useCallback(() => {
    clearTimeout(timer.current);
    startedAt.current = Date.now();
    timer.current = setTimeout(onDone, remaining.current);
  }, [onDone]);
  const pause = useCallback(() => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
  }, []);
  useEffect(() => {
    resume();
    return () => clearTimeout(timer.current);
  }, [resume]);
  return { pause, resume };
}

function ToastBody({
  toastKey,
  title,
  description,
  duration,
}: { toastKey: string } & Required<Pick<ToastInput, 'title' | 'duration'>> &
  Pick<ToastInput, 'description'>) {
  const { t } = useTranslation();
  const close = useCallback(() => closeToast(toastKey), [toastKey]);
  const { pause, resume } = usePausableTimeout(duration, close);
  const swipeStart = useRef<number | null>(null);
  return (
    <Box
      data-testid="toast"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) resume();
      }}
      onTouchStart={(event) => {
        swipeStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const endX = event.changedTouches[0]?.clientX;
        if (
          swipeStart.current !== null &&
          endX !== undefined &&
          endX - swipeStart.current >= SWIPE_DISMISS_PX
        )
          close();
        swipeStart.current = null;
      }}
    >
      <Box sx={{ flex: 1 }}>
        <Box component="strong" sx={{ display: 'block' }}>
          {title}
        </Box>
        {description && <Box component="span">{description}</Box>}
      </Box>
      <IconButton
        size="small"
        color="inherit"
        aria-label={t('actions.close')}
        onClick={close}
        sx={{ mt: -0.5 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** The stack on the page, once React has put it there. */
let onPage: ProviderContext | undefined;
/** Toasts asked for before the stack was on the page. */
const waiting: ((stack: ProviderContext) => void)[] = [];

/**
 * Hands out the stack's enqueue and close once its provider is mounted. notistack's own
 * module-level `enqueueSnackbar` is set as the provider is constructed, which can be during a
 * render that React then throws away or has not committed yet: a toast sent to it is lost.
 */
function StackOnPage() {
  const stack = useSnackbar();
  useEffect(() => {
    onPage = stack;
    for (const send of waiting.splice(0)) send(stack);
    return () => {
      if (onPage === stack) onPage = undefined;
    };
  }, [stack]);
  return null;
}

/**
 * Each kind of toast on the theme's colour for it: notistack's own greens, oranges and blues are too
 * light for white text (3.0:1 to 3.4:1; WCAG AA wants 4.5:1).
 */
const TOAST_BACKGROUND: Record<ToastVariant | 'default', string> = {
  success: theme.palette.success.main,
  error: theme.palette.error.main,
  warning: theme.palette.warning.main,
  info: theme.palette.info.main,
  default: theme.palette.grey[800],
};

const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(
  function ToastContent(props, ref) {
    return (
      <MaterialDesignContent
        ref={ref}
        {...props}
        style={{ ...props.style, backgroundColor: TOAST_BACKGROUND[props.variant] }}
      />
    );
  },
);

/** Every kind of toast drawn by ToastContent. */
const TOAST_CONTENT = Object.fromEntries(
  Object.keys(TOAST_BACKGROUND).map((variant) => [variant, ToastContent]),
);

/** notistack's stack, where every toast of the app shows. */
export default function ToastStack() {
  // On a phone a toast at the bottom would cover the page's main button (pay, save).
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const anchorOrigin = phone
    ? ({ vertical: 'top', horizontal: 'center' } as const)
    : ({ vertical: 'bottom', horizontal: 'right' } as const);
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={anchorOrigin}
      Components={TOAST_CONTENT}
    >
      <StackOnPage />
    </SnackbarProvider>
  );
}

/** Shows a message once the stack is on the page. */
export async function enqueue(message: SnackbarMessage, options: OptionsObject) {
  const stack = onPage ?? (await new Promise<ProviderContext>((send) => waiting.push(send)));
  return stack.enqueueSnackbar(message, options);
}

export function closeToast(key: SnackbarKey) {
  onPage?.closeSnackbar(key);
}

let toastCount = 0;

export function enqueueToast({
  title,
  description,
  variant = 'info',
  duration = TOAST_DURATION_MS,
}: ToastInput) {
  const key = `toast-${++toastCount}`;
  // The toast keeps its own time (it pauses on hover and focus), so notistack must not.
  return enqueue(
    <ToastBody toastKey={key} title={title} description={description} duration={duration} />,
    { key, variant, persist: true },
  );
}
