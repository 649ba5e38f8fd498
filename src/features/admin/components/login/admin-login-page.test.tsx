import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { signInAdmin, signOutAdmin } from '../../api/admin-auth';
import { useAdminSession, type AdminSession } from '../../api/admin-session';
import { NotAuthorisedError } from '../../api/auth-errors';
import AdminLoginPage from './admin-login-page';

vi.mock('../../api/admin-auth', () => ({ signInAdmin: vi.fn(), signOutAdmin: vi.fn() }));
vi.mock('../../api/admin-session', () => ({ useAdminSession: vi.fn() }));

function renderLogin(options: { language?: 'es' | 'en' } = {}) {
  renderWithProviders(
    <Routes>
      <Route path="/admin-login" element={<AdminLoginPage />} />
      <Route path="/admin" element={<h1>Panel de prueba</h1>} />
    </Routes>,
    { route: '/admin-login', language: options.language },
  );
}

async function signIn(language: 'es' | 'en' = 'es') {
  const user = userEvent.setup({ delay: null });
  const [email, password, submit] =
    language === 'es'
      ? [/^Correo electrónico/, /^Contraseña/, 'Iniciar sesión']
      : [/^Email/, /^Password/, 'Sign in'];
  await user.type(screen.getByLabelText(email), 'staff@example.com');
  await user.type(screen.getByLabelText(password), 'clave-secreta');
  await user.click(screen.getByRole('button', { name: submit }));
}

function deferred() {
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((_resolve, rej) => {
    reject = rej;
  });
  return { promise, reject };
}

describe('the admin sign-in page', () => {
  beforeEach(() => {
    vi.mocked(useAdminSession).mockReturnValue({ status: 'signedOut' });
    vi.mocked(signInAdmin).mockReset();
    vi.mocked(signOutAdmin).mockReset().mockResolvedValue();
  });

  it('welcomes the admin back and opens the panel', async () => {
    vi.mocked(signInAdmin).mockResolvedValue();
    renderLogin({ language: 'en' });
    await signIn('en');
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(signInAdmin).toHaveBeenCalledWith('staff@example.com', 'clave-secreta');
    expect(await screen.findByRole('heading', { name: 'Panel de prueba' })).toBeInTheDocument();
  });

  it('shows a spinner on the button while signing in, then the failure toast for a wrong password', async () => {
    const pending = deferred();
    vi.mocked(signInAdmin).mockReturnValue(pending.promise);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLogin({ language: 'en' });
    await signIn('en');
    const button = screen.getByRole('button', { name: /Sign in/ });
    await waitFor(() => expect(button).toBeDisabled());
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();

    pending.reject(
      Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), {
        code: 'auth/invalid-credential',
      }),
    );
    expect(await screen.findByText('Sign-in failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  });

  it('shows the server message for other failures', async () => {
    vi.mocked(signInAdmin).mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/too-many-requests).'), {
        code: 'auth/too-many-requests',
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLogin();
    await signIn();
    expect(await screen.findByText('Error al iniciar sesión')).toBeInTheDocument();
    expect(screen.getByText('Firebase: Error (auth/too-many-requests).')).toBeInTheDocument();
  });

  it('tells a signed-in account without the admin claim that it is not authorised', async () => {
    vi.mocked(signInAdmin).mockRejectedValue(new NotAuthorisedError());
    renderLogin();
    await signIn();
    // Once as a toast and once on the page, where it stays.
    expect(
      await screen.findAllByText(/Esta cuenta no tiene permiso para usar el panel/),
    ).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Panel de prueba' })).not.toBeInTheDocument();
  });

  it('signs out a session that lacks the admin claim', async () => {
    const session: AdminSession = {
      status: 'signedIn',
      email: 'tourist@example.com',
      isAdmin: false,
      role: null,
    };
    vi.mocked(useAdminSession).mockReturnValue(session);
    renderLogin();
    await waitFor(() => expect(signOutAdmin).toHaveBeenCalled());
  });

  it('goes straight to the panel when an admin is already signed in', () => {
    vi.mocked(useAdminSession).mockReturnValue({
      status: 'signedIn',
      email: 'staff@example.com',
      isAdmin: true,
      role: 'owner',
    });
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Panel de prueba' })).toBeInTheDocument();
  });
});
