import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SWIPE_DISMISS_PX, useToast } from './toast';

function ShowToast() {
  const toast = useToast();
  useEffect(() => {
    toast({
      title: 'Incomplete Form',
      description: 'Please fill out all fields to get your quote.',
      variant: 'error',
    });
  }, [toast]);
  return null;
}

function swipe(element: HTMLElement, distance: number) {
  fireEvent.touchStart(element, { touches: [{ clientX: 100 }] });
  fireEvent.touchEnd(element, { changedTouches: [{ clientX: 100 + distance }] });
}

describe('a toast', () => {
  it('shows its title and description', async () => {
    renderWithProviders(<ShowToast />);
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Incomplete Form');
    expect(toast).toHaveTextContent('Please fill out all fields to get your quote.');
  });

  it('stays after a short swipe and goes away after a swipe of 50 px to the right', async () => {
    renderWithProviders(<ShowToast />);
    const toast = await screen.findByTestId('toast');
    swipe(toast, SWIPE_DISMISS_PX - 10);
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    swipe(toast, -SWIPE_DISMISS_PX * 2);
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    swipe(toast, SWIPE_DISMISS_PX);
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
  });

  it('closes with its close button', async () => {
    renderWithProviders(<ShowToast />);
    await screen.findByTestId('toast');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
  });
});

function ShowShortToast() {
  const toast = useToast();
  useEffect(() => {
    toast({ title: 'Saved', duration: 300 });
  }, [toast]);
  return null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a toast timer', () => {
  it('closes the toast after its duration', async () => {
    renderWithProviders(<ShowShortToast />);
    await screen.findByTestId('toast');
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
  });

  it('waits while the pointer is on the toast, then runs out after it leaves', async () => {
    renderWithProviders(<ShowShortToast />);
    const toast = await screen.findByTestId('toast');
    fireEvent.mouseEnter(toast);
    await wait(600);
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
  });

  it('waits while keyboard focus is inside the toast', async () => {
    renderWithProviders(<ShowShortToast />);
    await screen.findByTestId('toast');
    screen.getByRole('button', { name: 'Cerrar' }).focus();
    await wait(600);
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Cerrar' }).blur();
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
  });
});
