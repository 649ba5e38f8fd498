// Offers a reload when a new version of the app is waiting, so old and new assets never mix.
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { loadToastStack } from '@/components/toast';
import { usePageLoaded } from '@/lib/idle';

const UPDATE_TOAST_KEY = 'app-update';
/** How often an open app asks the server for a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Lets the waiting worker take over, then reloads once it controls the page. workbox-window
 * reloads by itself only for updates it found at start-up; one found later by the hourly check
 * counts as "external" there, so the reload is ours.
 */
function activateUpdate(updateServiceWorker: (reload?: boolean) => Promise<void>) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  void updateServiceWorker(true);
}

/**
 * The service worker is registered once the opened page is drawn and the browser idle: installing
 * it downloads and stores every asset of the app, work of its own (a thread, the network, the disk)
 * that would otherwise compete with the page's first view and hydration on a phone.
 */
export function ReloadPrompt() {
  return usePageLoaded() ? <UpdatePrompt /> : null;
}

function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });

  useEffect(() => {
    if (!needRefresh) return;
    const toasts = loadToastStack();
    void toasts.then(({ enqueue }) =>
      enqueue(t('update.available'), {
        key: UPDATE_TOAST_KEY,
        variant: 'info',
        persist: true,
        preventDuplicate: true,
        action: () => (
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            onClick={() => activateUpdate(updateServiceWorker)}
          >
            {t('update.reload')}
          </Button>
        ),
      }),
    );
    return () => void toasts.then(({ closeToast }) => closeToast(UPDATE_TOAST_KEY));
  }, [needRefresh, t, updateServiceWorker]);

  return null;
}
