// The toast stack's code did not download (offline before the service worker holds it): the page
// stays as it is and the failure is logged, instead of the app's error boundary replacing it; once
// the code can be had, the next toast shows.
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { ToastHost, showToast } from './toast';

const network = vi.hoisted(() => ({ offline: true }));
vi.mock('./toast-stack', async (original) => {
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return original();
});

afterEach(() => vi.restoreAllMocks());

it('a toast whose code cannot load leaves the page in place, and the next one shows once it can', async () => {
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

  network.offline = false;
  showToast({ title: 'Added again', variant: 'success' });
  expect(await screen.findByTestId('toast')).toHaveTextContent('Added again');
  expect(screen.getByRole('heading', { name: 'Isla Saona' })).toBeInTheDocument();
});
