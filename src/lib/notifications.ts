// The browser's notifications: whether this device may show them, asking for it, and showing one —
// through the service worker when the app has one, so an installed or backgrounded app shows it
// too (Chrome on Android refuses `new Notification` outright and only shows the worker's).
export type NotificationState = NotificationPermission | 'unsupported';

export function notificationState(): NotificationState {
  return 'Notification' in window ? Notification.permission : 'unsupported';
}

/** Asks the browser; only call it from a click, as browsers ignore or penalise other requests. */
export async function askNotificationPermission(): Promise<NotificationState> {
  if (notificationState() === 'unsupported') return 'unsupported';
  return Notification.requestPermission();
}

export interface NotificationContent {
  body: string;
  /** What it is about: a second one with the same tag (another open tab) replaces the first. */
  tag: string;
  /** The in-app path a click on it opens. */
  url?: string;
}

/**
 * Shows a notification when the device allows it, else nothing. A click opens `url`: through
 * `open` when the page showed it, through the service worker's click handler
 * (public/sw-notifications.js) when the worker did.
 */
export async function showNotification(
  title: string,
  { url, ...options }: NotificationContent,
  open: (url: string) => void = (path) => window.location.assign(path),
): Promise<void> {
  if (notificationState() !== 'granted') return;
  const registration =
    'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  if (registration) {
    await registration.showNotification(title, { ...options, data: { url } });
    return;
  }
  const notification = new Notification(title, options);
  if (url) {
    notification.onclick = () => {
      window.focus();
      open(url);
      notification.close();
    };
  }
}
