import { describe, it, expect } from 'vitest';
import { MIN_PASSWORD_LENGTH, checkNewPassword } from './password';

describe('checkNewPassword', () => {
  it('accepts matching passwords of at least 6 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(checkNewPassword('secret', 'secret')).toBeNull();
    expect(checkNewPassword('a much longer one', 'a much longer one')).toBeNull();
  });

  it('reports a mismatch', () => {
    expect(checkNewPassword('secret1', 'secret2')).toBe('mismatch');
  });

  it('reports a mismatch before a short password', () => {
    expect(checkNewPassword('abc', 'abd')).toBe('mismatch');
  });

  it('reports matching passwords shorter than 6 characters', () => {
    expect(checkNewPassword('12345', '12345')).toBe('too_short');
    expect(checkNewPassword('', '')).toBe('too_short');
  });

  it('compares exactly, so a stray space is a mismatch', () => {
    expect(checkNewPassword('secret ', 'secret')).toBe('mismatch');
  });
});
