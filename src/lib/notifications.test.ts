import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { askNotificationPermission, notificationState, showNotification } from './notifications';

const constructed = vi.fn();
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = vi.fn(async () => 'denied' as const);
  static last: FakeNotification | undefined;
  onclick: (() => void) | null = null;
  close = vi.fn();
  constructor(title: string, options: NotificationOptions) {
    constructed(title, options);
    FakeNotification.last = this;
  }
}

beforeEach(() => {
  constructed.mockClear();
  FakeNotification.permission = 'granted';
  vi.stubGlobal('Notification', FakeNotification);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const options = { body: 'Ana Pérez · Total $285 USD', tag: 'booking-LA-NEW00001' };
const url = '/admin/bookings?open=LA-NEW00001';

it('shows the notification through the service worker when the app has one', async () => {
  const showFromWorker = vi.fn(async () => undefined);
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: { getRegistration: async () => ({ showNotification: showFromWorker }) },
  });
  await showNotification('New booking LA-NEW00001', { ...options, url });
  // The worker's click handler (public/sw-notifications.js) opens data.url.
  expect(showFromWorker).toHaveBeenCalledWith('New booking LA-NEW00001', {
    ...options,
    data: { url },
  });
  expect(constructed).not.toHaveBeenCalled();
});

it('shows it from the page when there is no service worker, and a click opens its page', async () => {
  const open = vi.fn();
  vi.spyOn(window, 'focus').mockImplementation(() => undefined);
  await showNotification('New booking LA-NEW00001', { ...options, url }, open);
  expect(constructed).toHaveBeenCalledWith('New booking LA-NEW00001', options);
  FakeNotification.last?.onclick?.();
  expect(open).toHaveBeenCalledWith(url);
  expect(FakeNotification.last?.close).toHaveBeenCalled();
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
