import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { InstallButton } from './install-button';

function offerInstall() {
  const prompt = vi.fn().mockResolvedValue(undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => void window.dispatchEvent(event));
  return { prompt, event };
}

describe('the install button', () => {
  it('is hidden until the browser offers installation, then opens the browser prompt once', async () => {
    renderWithProviders(<InstallButton />, { language: 'en' });
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();

    const { prompt, event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('disappears once the app is installed', () => {
    renderWithProviders(<InstallButton />, { language: 'es' });
    offerInstall();
    expect(screen.getByRole('button', { name: 'Instalar la app' })).toBeVisible();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('button', { name: 'Instalar la app' })).toBeNull();
  });
});
