import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { askNotificationPermission, notificationState, showNotification } from './notifications';

const constructed = vi.fn();
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = vi.fn(async () => 'denied' as const);
  constructor(title: string, options: NotificationOptions) {
    constructed(title, options);
  }
}

beforeEach(() => {
  constructed.mockClear();
  FakeNotification.permission = 'granted';
  vi.stubGlobal('Notification', FakeNotification);
});

afterEach(() => vi.unstubAllGlobals());

const options = { body: 'Ana Pérez · Total $285 USD', tag: 'booking-LA-NEW00001' };

it('shows the notification through the service worker when the app has one', async () => {
  const showFromWorker = vi.fn(async () => undefined);
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: { getRegistration: async () => ({ showNotification: showFromWorker }) },
  });
  await showNotification('New booking LA-NEW00001', options);
  expect(showFromWorker).toHaveBeenCalledWith('New booking LA-NEW00001', options);
  expect(constructed).not.toHaveBeenCalled();
});

it('shows it from the page when there is no service worker', async () => {
  await showNotification('New booking LA-NEW00001', options);
  expect(constructed).toHaveBeenCalledWith('New booking LA-NEW00001', options);
});

it('shows nothing unless the device allowed it', async () => {
  FakeNotification.permission = 'denied';
  await showNotification('New booking LA-NEW00001', options);
  expect(constructed).not.toHaveBeenCalled();
});

it('reads a browser without notifications as unsupported, and does not ask it', async () => {
  // As in jsdom or an old iPhone browser: no Notification at all.
  Reflect.deleteProperty(window, 'Notification');
  expect(notificationState()).toBe('unsupported');
  await expect(askNotificationPermission()).resolves.toBe('unsupported');
  expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
});

it('asks the browser and answers with its choice', async () => {
  await expect(askNotificationPermission()).resolves.toBe('denied');
});
