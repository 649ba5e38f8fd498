// Rules for an administrator's new password, checked in the order the panel reports them.

export const MIN_PASSWORD_LENGTH = 6;

export type NewPasswordProblem = 'mismatch' | 'too_short';

export function checkNewPassword(
  password: string,
  confirmation: string,
): NewPasswordProblem | null {
  if (password !== confirmation) return 'mismatch';
  if (password.length < MIN_PASSWORD_LENGTH) return 'too_short';
  return null;
}
