// The toast stack's code did not download (offline before the service worker holds it): the page
// stays as it is, and the failure is logged, instead of the app's error boundary replacing it.
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { ToastHost, loadToastStack, showToast } from './toast';

vi.mock('./toast-stack', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

// The page never goes idle here (no idle callback ever runs): only a toast, or a caller of
// loadToastStack, brings the stack.
vi.stubGlobal('requestIdleCallback', () => 0);

afterEach(() => vi.restoreAllMocks());

it('a toast whose code cannot load leaves the page in place and is logged', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <ErrorBoundary>
      <h1>Isla Saona</h1>
      <ToastHost />
    </ErrorBoundary>,
  );
  showToast({ title: 'Added to cart', variant: 'success' });
  await waitFor(() =>
    expect(logged).toHaveBeenCalledWith(
      'Could not show a toast',
      'Added to cart',
      expect.any(Error),
    ),
  );
  // Whatever React had left to do with the failure is done: the page is still the page.
  await act(() => loadToastStack().catch(() => {}));
  expect(screen.getByRole('heading', { name: 'Isla Saona' })).toBeInTheDocument();
});
