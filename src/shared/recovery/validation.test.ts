import { describe, expect, it } from '@jest/globals';
import { checkResetPassword, normalizeIdentifier } from './validation';

describe('reset password rule (the browser part of the one policy)', () => {
  it('needs 10 to 128 characters', () => {
    expect(checkResetPassword('abc')).toBe('error_invalid_password_length');
    expect(checkResetPassword('x'.repeat(9))).toBe('error_invalid_password_length');
    expect(checkResetPassword('x'.repeat(129))).toBe('error_invalid_password_length');
    expect(checkResetPassword('river stone 9')).toBeNull();
    expect(checkResetPassword('correct horse battery staple')).toBeNull();
    expect(checkResetPassword('wind and rain '.repeat(9).slice(0, 128))).toBeNull();
  });

  it('accepts a username or an email for forgot password', () => {
    expect(normalizeIdentifier('  rosa@example.com ')).toBe('rosa@example.com');
    expect(normalizeIdentifier('   ')).toBeNull();
    expect(normalizeIdentifier(undefined)).toBeNull();
  });
});
