import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { loadToastStack, useToast } from './toast';
import { SWIPE_DISMISS_PX } from './toast-stack';

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

function ShowTwoSecondToast() {
  const toast = useToast();
  useEffect(() => {
    toast({ title: 'Saved', duration: 2000 });
  }, [toast]);
  return null;
}

/**
 * Under a fake clock: moves time on in small steps, each in its own act(), so a close and the
 * exit animation it starts both happen within the time advanced.
 */
function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 50) {
    act(() => void vi.advanceTimersByTime(Math.min(50, ms - elapsed)));
  }
}

describe('a toast timer', () => {
  // The toast's code loads on demand; here it is in already, so a toast shows within the render.
  beforeAll(loadToastStack);
  afterEach(() => vi.useRealTimers());

  it('closes the toast after its duration', async () => {
    renderWithProviders(<ShowShortToast />);
    await screen.findByTestId('toast');
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
  });

  // The clock is faked here: "still there long past its duration" is checked at an exact time,
  // not after a real sleep that a busy machine could stretch.
  it('waits while the pointer is on the toast, then runs out the rest of its time after it leaves', () => {
    vi.useFakeTimers();
    renderWithProviders(<ShowTwoSecondToast />);
    const toast = screen.getByTestId('toast');
    advance(1500);
    fireEvent.mouseEnter(toast);
    advance(10_000);
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    // 500 ms were left when the pointer came in: not a fresh 2 s.
    advance(490);
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    advance(1000);
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('waits while keyboard focus is inside the toast', () => {
    vi.useFakeTimers();
    renderWithProviders(<ShowTwoSecondToast />);
    act(() => screen.getByRole('button', { name: 'Cerrar' }).focus());
    advance(10_000);
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Cerrar' }).blur());
    advance(1990);
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    advance(1000);
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
