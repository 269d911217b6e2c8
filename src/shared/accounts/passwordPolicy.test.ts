import { describe, expect, it } from '@jest/globals';
import {
  isPasswordLengthValid,
  normalizePassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_POLICY,
  passwordLength,
  passwordLengthProblem,
} from './passwordPolicy';
import { accountsMessages as m } from './messages';
import { recoveryMessages } from '../recovery/messages';
import { settingsMessages } from '../settings/messages';
import { newPasswordError } from '../settings/validation';
import { checkResetPassword } from '../recovery/validation';
import { validatePassword } from './validation';

describe('the one password policy (browser part)', () => {
  it('accepts 10 to 128 characters: a long passphrase fits', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([10, 128]);
    expect(PASSWORD_POLICY).toMatchObject({ minLength: 10, maxLength: 128, normalization: 'NFKC' });
    expect(isPasswordLengthValid('correct horse battery staple')).toBe(true);
    expect(isPasswordLengthValid('x'.repeat(64))).toBe(true);
    expect(isPasswordLengthValid('x'.repeat(128))).toBe(true);
    expect(isPasswordLengthValid('x'.repeat(129))).toBe(false);
    expect(isPasswordLengthValid('123456789')).toBe(false);
  });

  it('measures the NFKC form in code points', () => {
    expect(normalizePassword('ﬁsh')).toBe('fish');
    expect(normalizePassword('Ｐａｓｓ')).toBe('Pass');
    expect(normalizePassword('e\u0301')).toBe('\u00e9');
    expect(passwordLength('🦊🌲🦉')).toBe(3);
    expect(passwordLength('e\u0301'.repeat(10))).toBe(10);
    expect(passwordLengthProblem('')).toBe('required');
    expect(passwordLengthProblem('🦊'.repeat(9))).toBe('length');
    expect(passwordLengthProblem('🦊'.repeat(10))).toBeNull();
  });

  it('is the rule of sign-up, change password and reset alike', () => {
    for (const [pw, ok] of [
      ['correct horse battery staple', true],
      ['y'.repeat(64), true],
      ['x7G!q#9zL', false],
      ['z'.repeat(129), false],
    ] as const) {
      expect(validatePassword(pw) === null).toBe(ok);
      expect(newPasswordError(pw) === null).toBe(ok);
      expect(checkResetPassword(pw) === null).toBe(ok);
    }
  });

  it('names its real bounds in the length messages', () => {
    expect(m.passwordLengthHint).toBe('Use 10 to 128 characters.');
    expect(m.passwordLength).toBe('Choose a password with 10 to 128 characters.');
    expect(settingsMessages.passwordLength).toBe(m.passwordLength);
    expect(settingsMessages.newPasswordHint).toBe(m.passwordLengthHint);
    expect(recoveryMessages.invalidPasswordLength).toBe(m.passwordLength);
    expect(recoveryMessages.resetHint).toBe(m.passwordLengthHint);
  });
});
