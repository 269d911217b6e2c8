import { describe, expect, it } from '@jest/globals';
import { checkResetPassword, isWeakPassword, normalizeIdentifier } from './validation';

describe('reset password rule', () => {
  it('needs 10 to 50 characters', () => {
    expect(checkResetPassword('abc')).toBe('error_invalid_password_length');
    expect(checkResetPassword('x'.repeat(51))).toBe('error_invalid_password_length');
    expect(checkResetPassword('river stone 9')).toBeNull();
    expect(checkResetPassword(`${'wind and rain '.repeat(3)}12345678`.slice(0, 50))).toBeNull();
  });

  it('refuses weak passwords', () => {
    for (const p of [
      'aaaaaaaaaaaa',
      '1234567890',
      'abcdefghijk',
      'password1234',
      'qwerty123456',
      'ababababab',
    ])
      expect(isWeakPassword(p)).toBe(true);
    expect(isWeakPassword('reader_rosa2024', 'reader_rosa')).toBe(true);
    expect(isWeakPassword('a lantern by the sea')).toBe(false);
    expect(checkResetPassword('1234567890')).toBe('error_weak_password');
  });

  it('accepts a username or an email for forgot password', () => {
    expect(normalizeIdentifier('  rosa@example.com ')).toBe('rosa@example.com');
    expect(normalizeIdentifier('   ')).toBeNull();
    expect(normalizeIdentifier(undefined)).toBeNull();
  });
});
