// The toast stack's code (notistack builds its styles as it is evaluated) is no part of a page's
// load: a page that has loaded and gone idle has not run it; the first toast brings it.
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { afterPageLoad, firstViewDrawn } from '@/lib/idle';
import { ToastHost, showToast } from './toast';

const evaluated = vi.hoisted(() => ({ notistack: 0, stack: 0 }));
vi.mock('notistack', async (original) => {
  evaluated.notistack += 1;
  return original();
});
vi.mock('./toast-stack', async (original) => {
  evaluated.stack += 1;
  return original();
});

afterEach(() => vi.useRealTimers());

it('loads the toast stack with the first toast, not when the page goes idle', async () => {
  render(<ToastHost />);
  vi.useFakeTimers();
  firstViewDrawn();
  const idle = afterPageLoad();
  await vi.advanceTimersByTimeAsync(10_000);
  await idle;
  vi.useRealTimers();
  await vi.dynamicImportSettled();
  expect(evaluated).toEqual({ notistack: 0, stack: 0 });

  showToast({ title: 'Added to cart', variant: 'success' });
  expect(await screen.findByTestId('toast')).toHaveTextContent('Added to cart');
  expect(evaluated).toEqual({ notistack: 1, stack: 1 });
});
