// The app's toast stack, without a test's own SnackbarProvider: a toast asked for before the stack
// has loaded waits for it, then shows.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { ToastHost, showToast, useToast } from './toast';
import ToastStack from './toast-stack';

function SaveButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Saved', variant: 'success' })}>
      Save
    </button>
  );
}

describe('the app toast host', () => {
  it('shows a toast asked for before the page went idle', async () => {
    render(
      <>
        <SaveButton />
        <ToastHost />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Saved');
  });
});

describe('the app toast stack', () => {
  it('keeps a toast asked for while the stack is rendered but not yet on the page', async () => {
    // A sibling that suspends holds the stack's first render back from the page: React builds the
    // stack, then throws that render away until the sibling is ready.
    let ready = false;
    let resolveSibling = () => {};
    const siblingReady = new Promise<void>((resolve) => (resolveSibling = resolve));
    function SlowSibling() {
      if (!ready) throw siblingReady;
      return null;
    }
    render(
      <>
        <Suspense fallback={null}>
          <ToastStack />
          <SlowSibling />
        </Suspense>
      </>,
    );
    showToast({ title: 'Saved while loading', variant: 'success' });
    ready = true;
    resolveSibling();
    expect(await screen.findByTestId('toast')).toHaveTextContent('Saved while loading');
  });
});
