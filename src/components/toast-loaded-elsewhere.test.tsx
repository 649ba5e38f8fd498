// The update prompt enqueues through loadToastStack() itself, not showToast: the mounted host still
// draws the stack as soon as its code is in, so the prompt shows.
import { act, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ToastHost, loadToastStack } from './toast';

it('the host draws the stack when something else loads its code', async () => {
  render(<ToastHost />);
  const { enqueue } = await loadToastStack();
  act(() => {
    void enqueue('A new version is ready', { variant: 'info', persist: true });
  });
  expect(await screen.findByText('A new version is ready')).toBeInTheDocument();
});
