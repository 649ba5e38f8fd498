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

/**
 * Shows a notification when the device allows it, else nothing. `tag` names what it is about: a
 * second one with the same tag (another open tab) replaces the first instead of adding to it.
 */
export async function showNotification(
  title: string,
  options: { body: string; tag: string },
): Promise<void> {
  if (notificationState() !== 'granted') return;
  const registration =
    'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  if (registration) {
    await registration.showNotification(title, options);
    return;
  }
  new Notification(title, options);
}
