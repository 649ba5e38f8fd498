import { describe, expect, it } from 'vitest';
import { z } from './zod';

describe('the shared zod', () => {
  it('explains a problem in English, as classic Zod does', () => {
    const result = z.string().check(z.maxLength(3)).safeParse('Saona');
    expect(result.error?.issues[0]?.message).toBe(
      'Too big: expected string to have <=3 characters',
    );
  });

  it('never compiles a parser with new Function (the site CSP allows no eval)', () => {
    expect(z.config().jitless).toBe(true);
  });
});
