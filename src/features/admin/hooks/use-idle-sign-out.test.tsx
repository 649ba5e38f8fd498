import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { signOutAdmin } from '../api/admin-auth';
import { LAST_ACTIVITY_KEY, hoursToMs } from '../utils/idle-session';
import { ACTIVITY_WRITE_EVERY_MS, IDLE_CHECK_EVERY_MS, useIdleSignOut } from './use-idle-sign-out';

vi.mock('../api/admin-auth', () => ({ signOutAdmin: vi.fn() }));

const START = Date.parse('2026-03-01T09:00:00Z');
const EIGHT_HOURS = hoursToMs(8);
const MINUTE = 60_000;

function Panel() {
  useIdleSignOut(8);
  return <p>panel</p>;
}

function renderPanel(language: 'es' | 'en' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<Panel />} />
      <Route path="/admin-login" element={<p>sign-in page</p>} />
    </Routes>,
    { route: '/admin/bookings', language },
  );
}

/** Lets time pass with the tab open: the interval checks run as they would. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function storedActivity(): number {
  return Number(localStorage.getItem(LAST_ACTIVITY_KEY));
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

/** The tab is hidden or shown again; what that starts (a sign-out, a toast) settles before the test goes on. */
async function showTab(state: DocumentVisibilityState) {
  setVisibility(state);
  await act(async () => {
    fireEvent(document, new Event('visibilitychange'));
  });
}

describe('signing an idle admin out', () => {
  beforeEach(() => {
    // Only the clock and the interval are fake: the toasts and Testing Library keep real timeouts.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: START });
    localStorage.clear();
    vi.mocked(signOutAdmin).mockReset().mockResolvedValue();
  });

  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('signs out after 8 hours without activity, says why and opens the sign-in page', async () => {
    renderPanel();
    expect(storedActivity()).toBe(START);
    await wait(EIGHT_HOURS - MINUTE);
    expect(signOutAdmin).not.toHaveBeenCalled();

    await wait(MINUTE + IDLE_CHECK_EVERY_MS);
    expect(signOutAdmin).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Signed out after inactivity')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You were signed out after 8 hours of inactivity. Sign in again to continue.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('sign-in page')).toBeInTheDocument();
  });

  it('tells the reason in Spanish too', async () => {
    renderPanel('es');
    await wait(EIGHT_HOURS + IDLE_CHECK_EVERY_MS);
    expect(
      await screen.findByText(
        'Se cerró tu sesión tras 8 horas sin actividad. Vuelve a iniciar sesión para continuar.',
      ),
    ).toBeInTheDocument();
  });

  it('counts pointer and keyboard use as activity', async () => {
    renderPanel();
    await wait(EIGHT_HOURS - MINUTE);
    fireEvent.keyDown(window, { key: 'a' });
    expect(storedActivity()).toBe(START + EIGHT_HOURS - MINUTE);

    await wait(EIGHT_HOURS - MINUTE);
    fireEvent.pointerDown(window);
    await wait(EIGHT_HOURS - MINUTE);
    expect(signOutAdmin).not.toHaveBeenCalled();
    await wait(MINUTE + IDLE_CHECK_EVERY_MS);
    expect(signOutAdmin).toHaveBeenCalledTimes(1);
  });

  it('writes frequent activity (pointer moves) only now and then', async () => {
    renderPanel();
    await wait(MINUTE);
    fireEvent.pointerMove(window);
    const written = storedActivity();
    await wait(ACTIVITY_WRITE_EVERY_MS / 2);
    fireEvent.pointerMove(window);
    expect(storedActivity()).toBe(written);
    await wait(ACTIVITY_WRITE_EVERY_MS);
    fireEvent.pointerMove(window);
    expect(storedActivity()).toBe(written + 1.5 * ACTIVITY_WRITE_EVERY_MS);
  });

  it('keeps the session while another admin tab is in use', async () => {
    renderPanel();
    await wait(EIGHT_HOURS - MINUTE);
    // Another tab of the same device records its activity in the shared storage.
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    await wait(EIGHT_HOURS - MINUTE);
    expect(signOutAdmin).not.toHaveBeenCalled();
    await wait(MINUTE + IDLE_CHECK_EVERY_MS);
    expect(signOutAdmin).toHaveBeenCalledTimes(1);
  });

  it('signs out when the tab shows again after the device slept past the limit', async () => {
    renderPanel();
    await showTab('hidden');
    // Asleep: the clock moves on, but no timer of the page runs.
    vi.setSystemTime(START + EIGHT_HOURS + MINUTE);
    await showTab('visible');
    expect(signOutAdmin).toHaveBeenCalledTimes(1);
    // Coming back did not count as activity before the check.
    expect(storedActivity()).toBe(START);
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
  });

  it('counts coming back to the tab within the limit as activity', async () => {
    renderPanel();
    await showTab('hidden');
    vi.setSystemTime(START + EIGHT_HOURS - MINUTE);
    await showTab('visible');
    expect(signOutAdmin).not.toHaveBeenCalled();
    expect(storedActivity()).toBe(START + EIGHT_HOURS - MINUTE);
  });

  it('ends at once a session whose last activity is older than the limit', async () => {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(START - EIGHT_HOURS - MINUTE));
    renderPanel();
    expect(signOutAdmin).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
  });

  it('signs out once even when several checks find the session over', async () => {
    // A sign-out still under way: the panel stays on screen meanwhile.
    vi.mocked(signOutAdmin).mockReturnValue(new Promise(() => {}));
    renderPanel();
    await wait(EIGHT_HOURS + 5 * IDLE_CHECK_EVERY_MS);
    fireEvent.keyDown(window, { key: 'a' });
    expect(signOutAdmin).toHaveBeenCalledTimes(1);
  });
});
