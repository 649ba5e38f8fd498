import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { useAdminSession, type AdminSession } from '../api/admin-session';
import { AdminGuard } from './admin-guard';

vi.mock('../api/admin-session', () => ({ useAdminSession: vi.fn() }));

function LoginMarker() {
  const state = useLocation().state as { notAuthorised?: boolean } | null;
  return <h1>{state?.notAuthorised ? 'login: not authorised' : 'login'}</h1>;
}

function renderGuard(session: AdminSession) {
  vi.mocked(useAdminSession).mockReturnValue(session);
  renderWithProviders(
    <Routes>
      <Route path="/admin-login" element={<LoginMarker />} />
      <Route
        path="/admin"
        element={
          <AdminGuard>
            <h1>panel</h1>
          </AdminGuard>
        }
      />
    </Routes>,
    { route: '/admin' },
  );
}

describe('the admin area guard', () => {
  it('shows a spinner while the session loads', () => {
    renderGuard({ status: 'loading' });
    expect(screen.getByRole('progressbar', { name: 'Cargando…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to the sign-in page', () => {
    renderGuard({ status: 'signedOut' });
    expect(screen.getByRole('heading', { name: 'login' })).toBeInTheDocument();
  });

  it('turns away a signed-in account without the admin claim, saying why', () => {
    renderGuard({ status: 'signedIn', email: 'tourist@example.com', isAdmin: false, role: null });
    expect(screen.getByRole('heading', { name: 'login: not authorised' })).toBeInTheDocument();
  });

  it('lets an admin through', () => {
    renderGuard({ status: 'signedIn', email: 'staff@example.com', isAdmin: true, role: 'owner' });
    expect(screen.getByRole('heading', { name: 'panel' })).toBeInTheDocument();
  });
});
