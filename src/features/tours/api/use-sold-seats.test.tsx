import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useSoldSeats } from './use-sold-seats';

vi.mock('@/lib/idle', async (original) => ({
  ...(await original<typeof import('@/lib/idle')>()),
  afterPageLoad: () => Promise.resolve(),
}));
// Offline with the listener's code not on the device: its import fails.
vi.mock('./availability-listener', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => vi.restoreAllMocks());

it("offline with the seats' code not on the device, every day reads as open and the failure is logged, not thrown", async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { result } = renderHook(() => useSoldSeats('isla-saona', '2026-12-01'));
  await waitFor(() =>
    expect(logged).toHaveBeenCalledWith('Could not load the sold seats', expect.any(Error)),
  );
  expect(result.current).toBeNull();
});
