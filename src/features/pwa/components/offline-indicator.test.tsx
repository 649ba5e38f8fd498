import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { CACHE_ONLY_GRACE_MS, OfflineIndicator } from './offline-indicator';

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

describe('the offline indicator fed by the data layer', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('appears when the data keeps coming from the device although the browser claims to be online', () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { rerender } = renderWithProviders(<OfflineIndicator servedFromCache />);
    expect(screen.queryByTestId('offline-indicator')).toBeNull();
    act(() => void vi.advanceTimersByTime(CACHE_ONLY_GRACE_MS + 1));
    expect(screen.getByTestId('offline-indicator')).toBeVisible();

    rerender(<OfflineIndicator servedFromCache={false} />);
    expect(screen.queryByTestId('offline-indicator')).toBeNull();
  });

  it('stays hidden when the server answers within the grace period', () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { rerender } = renderWithProviders(<OfflineIndicator servedFromCache />);
    act(() => void vi.advanceTimersByTime(CACHE_ONLY_GRACE_MS / 2));
    rerender(<OfflineIndicator servedFromCache={false} />);
    act(() => void vi.advanceTimersByTime(CACHE_ONLY_GRACE_MS));
    expect(screen.queryByTestId('offline-indicator')).toBeNull();
  });
});
