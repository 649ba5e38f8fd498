import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { changePassword } from '../../api/admin-auth';
import { ChangePasswordCard } from './change-password-card';

vi.mock('../../api/admin-auth', () => ({ changePassword: vi.fn() }));

const CURRENT = 'claveActual1';

async function submit(
  password: string,
  confirmation: string,
  language: 'es' | 'en' = 'es',
  current = CURRENT,
) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ChangePasswordCard />, { language });
  const [currentLabel, newLabel, confirmLabel, button] =
    language === 'es'
      ? [
          /^Contraseña actual/,
          /^Nueva contraseña/,
          /^Confirmar contraseña/,
          'Actualizar contraseña',
        ]
      : [/^Current password/, /^New password/, /^Confirm password/, 'Update password'];
  if (current) await user.type(screen.getByLabelText(currentLabel), current);
  if (password) await user.type(screen.getByLabelText(newLabel), password);
  if (confirmation) await user.type(screen.getByLabelText(confirmLabel), confirmation);
  await user.click(screen.getByRole('button', { name: button }));
  return {
    currentField: screen.getByLabelText(currentLabel),
    newField: screen.getByLabelText(newLabel),
    confirmField: screen.getByLabelText(confirmLabel),
  };
}

describe('the change-password card', () => {
  beforeEach(() => {
    vi.mocked(changePassword).mockReset().mockResolvedValue();
  });

  it('refuses two different entries', async () => {
    await submit('secreto1', 'secreto2', 'en');
    expect(
      await screen.findByText('Passwords do not match. Please try again.'),
    ).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('refuses a password shorter than 6 characters', async () => {
    await submit('abc', 'abc', 'en');
    expect(
      await screen.findByText('Password must be at least 6 characters long.'),
    ).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('asks for the current password before anything is sent', async () => {
    await submit('nuevaClave1', 'nuevaClave1', 'en', '');
    expect(
      await screen.findByText('Enter your current password to confirm it is you.'),
    ).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('changes the password with the current one, confirms it and clears the fields', async () => {
    const { currentField, newField, confirmField } = await submit('nuevaClave1', 'nuevaClave1');
    expect(await screen.findByText('¡Contraseña actualizada!')).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledWith(CURRENT, 'nuevaClave1');
    await waitFor(() => expect(newField).toHaveValue(''));
    expect(confirmField).toHaveValue('');
    expect(currentField).toHaveValue('');
  });

  it.each([
    ['es', 'La contraseña actual no es correcta. Inténtalo de nuevo.'],
    ['en', 'The current password is not correct. Please try again.'],
  ] as const)('says in %s when the current password is wrong', async (language, text) => {
    vi.mocked(changePassword).mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), {
        code: 'auth/invalid-credential',
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { currentField, newField } = await submit('nuevaClave1', 'nuevaClave1', language);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(currentField).toHaveValue(CURRENT);
    expect(newField).toHaveValue('nuevaClave1');
  });

  it('shows the server message when the change fails and keeps the fields', async () => {
    vi.mocked(changePassword).mockRejectedValue(
      new Error('Firebase: Error (auth/network-request-failed).'),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { newField } = await submit('nuevaClave1', 'nuevaClave1');
    expect(await screen.findByText('Error al actualizar la contraseña')).toBeInTheDocument();
    expect(screen.getByText('Firebase: Error (auth/network-request-failed).')).toBeInTheDocument();
    expect(newField).toHaveValue('nuevaClave1');
  });

  it('asks to sign in again when Firebase wants a recent sign-in', async () => {
    vi.mocked(changePassword).mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/requires-recent-login).'), {
        code: 'auth/requires-recent-login',
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await submit('nuevaClave1', 'nuevaClave1', 'en');
    expect(
      await screen.findByText(
        'For your security, log out and sign in again before changing the password.',
      ),
    ).toBeInTheDocument();
  });
});
