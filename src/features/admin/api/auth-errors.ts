// How staff sign-in and password change fail, told apart by Firebase Auth error codes (no Firebase import needed).

/** The account signed in but has no admin claim; it has been signed out again. */
export class NotAuthorisedError extends Error {
  constructor() {
    super('This account is not authorised to use the admin panel.');
    this.name = 'NotAuthorisedError';
  }
}

function errorCode(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

const BAD_CREDENTIAL_CODES = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/user-disabled',
]);

/** Wrong email or password, as opposed to a network or quota problem worth showing verbatim. */
export function isBadCredentials(error: unknown): boolean {
  const code = errorCode(error);
  return typeof code === 'string' && BAD_CREDENTIAL_CODES.has(code);
}

/** Firebase wants a fresh sign-in before a password change when the session is old. */
export function needsRecentLogin(error: unknown): boolean {
  return errorCode(error) === 'auth/requires-recent-login';
}
