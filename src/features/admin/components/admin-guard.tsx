// Lets only a team member's session (the owner's or staff's claim) through: spinner while it loads, the sign-in page otherwise.
import { useDeferredValue, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { paths } from '@/config/paths';
import { useAdminSession } from '../api/admin-session';
import type { LoginPageState } from './login/admin-login-page';

export function AdminGuard({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  const location = useLocation();
  // The panel's first render (the frame, the screen, every style emotion serializes on first use)
  // is the largest of the app: 150-200 ms in one task on a phone's CPU when the session arrived
  // (reactfire's hooks update at once, not in a transition). Deferred, React draws it in short
  // slices while the spinner stays; leaving (sign-out, a refused account) is never deferred.
  const panelDrawn = useDeferredValue(
    session.status === 'signedIn' && session.role !== null,
    false,
  );
  if (session.status === 'loading') return <FullScreenSpinner />;
  if (session.status === 'signedOut') {
    // Back here after signing in: a voucher's link opened on a signed-out phone still checks in.
    const state: LoginPageState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.adminLogin} replace state={state} />;
  }
  if (session.role === null) {
    // The sign-in page explains the refusal and ends the session.
    const state: LoginPageState = { notAuthorised: true };
    return <Navigate to={paths.adminLogin} replace state={state} />;
  }
  return panelDrawn ? children : <FullScreenSpinner />;
}
