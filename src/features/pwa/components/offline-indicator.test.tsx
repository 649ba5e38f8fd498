import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { OfflineIndicator } from './offline-indicator';

describe('the offline indicator', () => {
  afterEach(() => vi.restoreAllMocks());

  it('appears when the connection drops and goes away when it returns', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithProviders(<OfflineIndicator />);
    expect(screen.queryByTestId('offline-indicator')).toBeNull();

    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent('Sin conexión');

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByTestId('offline-indicator')).toBeNull();
  });

  it('speaks English when the visitor chose English', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { i18n } = renderWithProviders(<OfflineIndicator />, { language: 'en' });
    expect(i18n.language).toBe('en');
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');
  });
});
