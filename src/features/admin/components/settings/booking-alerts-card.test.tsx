import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { BookingAlertsCard } from './booking-alerts-card';

const constructed = vi.fn();
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn<() => Promise<NotificationPermission>>();
  constructor(title: string, options: NotificationOptions) {
    constructed(title, options);
  }
}

beforeEach(() => {
  constructed.mockClear();
  FakeNotification.permission = 'default';
  FakeNotification.requestPermission.mockReset();
  vi.stubGlobal('Notification', FakeNotification);
});

afterEach(() => vi.unstubAllGlobals());

const status = () => screen.getByRole('status');

describe('the new-booking alerts card', () => {
  it('asks for the permission only when its button is pressed, and shows the answer', async () => {
    FakeNotification.requestPermission.mockImplementation(async () => {
      FakeNotification.permission = 'granted';
      return 'granted';
    });
    renderWithProviders(<BookingAlertsCard />, { language: 'es' });
    expect(status()).toHaveTextContent(/^Desactivados\./);
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Activar avisos de nuevas reservas' }));
    await vi.waitFor(() =>
      expect(status()).toHaveTextContent(/^Activados: este dispositivo avisará/),
    );
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(
      screen.getByRole('button', { name: 'Activar avisos de nuevas reservas' }),
    ).toBeDisabled();
  });

  it('sends a test alert once alerts are on, in English', async () => {
    FakeNotification.permission = 'granted';
    renderWithProviders(<BookingAlertsCard />, { language: 'en' });
    expect(status()).toHaveTextContent('On: this device will alert you to each new booking.');
    expect(screen.getByRole('button', { name: 'Turn on new-booking alerts' })).toBeDisabled();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Send a test alert' }));
    expect(constructed).toHaveBeenCalledWith('Test alert', {
      body: 'This is how each new booking will show.',
      tag: 'booking-alerts-test',
    });
  });

  it('explains how to unblock alerts the browser blocked', () => {
    FakeNotification.permission = 'denied';
    renderWithProviders(<BookingAlertsCard />, { language: 'en' });
    expect(status()).toHaveTextContent(/^Blocked: .*Allow them in the site settings/);
    expect(screen.getByRole('button', { name: 'Turn on new-booking alerts' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Send a test alert' })).not.toBeInTheDocument();
  });

  it('says what to do on a browser without notifications', () => {
    Reflect.deleteProperty(window, 'Notification');
    renderWithProviders(<BookingAlertsCard />, { language: 'es' });
    expect(status()).toHaveTextContent(
      /^Este navegador no puede mostrar avisos\. En iPhone o iPad, añade primero el panel a la pantalla de inicio/,
    );
    expect(
      screen.getByRole('button', { name: 'Activar avisos de nuevas reservas' }),
    ).toBeDisabled();
  });
});
