import { settingsMessages as m } from './messages';
import {
  birthdateInputMax,
  birthdateWindow,
  canSaveChangePassword,
  canSaveUsername,
  canSubmitChangeEmail,
  emailMismatch,
  newPasswordError,
  validateBirthdateNoRules,
  validateChangeEmail,
  validateNewEmail,
  validateSettingsBirthdate,
} from './validation';

const today = new Date(Date.UTC(2026, 10, 22)); // 2026-11-22

describe('change email rules (spec §5)', () => {
  it('requires the email and applies the pattern', () => {
    expect(validateNewEmail('')).toBe(m.emailRequired);
    expect(validateNewEmail('   ')).toBe(m.emailRequired);
    expect(validateNewEmail("o'neil.x+tag_1-a@mail.example.org")).toBeNull();
    expect(validateNewEmail('no-at-sign.example.org')).toBe(m.emailInvalid);
    expect(validateNewEmail('name@nodot')).toBe(m.emailInvalid);
    expect(validateNewEmail('na me@example.org')).toBe(m.emailInvalid);
  });

  it('asks for matching fields', () => {
    expect(emailMismatch('a@example.org', '')).toBeNull();
    expect(emailMismatch('a@example.org', 'A@Example.org')).toBeNull();
    expect(emailMismatch('a@example.org', 'b@example.org')).toBe(m.emailMismatch);
    expect(validateChangeEmail({ email: '', confirm_email: '', password: '' })).toEqual({
      email: m.emailRequired,
      confirm_email: m.emailRequired,
      password: m.passwordNeeded,
    });
  });

  it('enables submit only with all three filled, the server check passed and no mismatch', () => {
    const ok = { email: 'a@example.org', confirm_email: 'a@example.org', password: 'x' };
    expect(canSubmitChangeEmail(ok, true)).toBe(true);
    expect(canSubmitChangeEmail(ok, false)).toBe(false);
    expect(canSubmitChangeEmail({ ...ok, password: '' }, true)).toBe(false);
    expect(canSubmitChangeEmail({ ...ok, confirm_email: 'b@example.org' }, true)).toBe(false);
  });
});

describe('change password and username rules', () => {
  it('saves only a valid new password, with the old one when the account has a password', () => {
    expect(newPasswordError('short')).toBe(m.passwordLength);
    expect(newPasswordError('x'.repeat(129))).toBe(m.passwordLength);
    expect(newPasswordError('correct horse battery staple')).toBeNull(); // weak ones: the server's check
    expect(newPasswordError('lantern-orchard-41')).toBeNull();
    expect(canSaveChangePassword({ oldPassword: '', newPassword: 'lantern-orchard-41' }, true)).toBe(false);
    expect(canSaveChangePassword({ oldPassword: 'old', newPassword: 'lantern-orchard-41' }, true)).toBe(true);
    expect(canSaveChangePassword({ oldPassword: '', newPassword: 'lantern-orchard-41' }, false)).toBe(true);
    expect(canSaveChangePassword({ oldPassword: 'old', newPassword: 'short' }, true)).toBe(false);
  });

  it('uses the sign-up username rules and needs a different name and the password', () => {
    expect(canSaveUsername('new_name', 'pw', 'old_name')).toBe(true);
    expect(canSaveUsername('old_name', 'pw', 'old_name')).toBe(false);
    expect(canSaveUsername('no', 'pw', 'old_name')).toBe(false);
    expect(canSaveUsername('new_name', '', 'old_name')).toBe(false);
  });
});

describe('birthdate in settings (spec §5: 13 to 100, YYYY-MM-DD)', () => {
  it('computes the open window: after 100 years ago minus a day, before 13 years ago plus a day', () => {
    expect(birthdateWindow(today)).toEqual({ after: '1926-11-21', before: '2013-11-23' });
  });

  it('accepts the boundaries inside the window and refuses one day beyond', () => {
    expect(validateSettingsBirthdate('1926-11-22', today)).toBeNull(); // exactly 100
    expect(validateSettingsBirthdate('1926-11-21', today)).toBe(m.fixErrors);
    expect(validateSettingsBirthdate('2013-11-22', today)).toBeNull(); // exactly 13
    expect(validateSettingsBirthdate('2013-11-23', today)).toBe(m.fixErrors);
  });

  it('is required and must be a real YYYY-MM-DD date', () => {
    expect(validateSettingsBirthdate('', today)).toBe(m.fixErrors);
    expect(validateSettingsBirthdate('22/11/1990', today)).toBe(m.fixErrors);
    expect(validateSettingsBirthdate('1990-02-30', today)).toBe(m.fixErrors);
    expect(validateSettingsBirthdate('1990-02-28', today)).toBeNull();
  });

  it('without the test group only caps the date at today', () => {
    expect(birthdateInputMax(today)).toBe('2026-11-22');
    expect(validateBirthdateNoRules('2026-11-22', today)).toBeNull();
    expect(validateBirthdateNoRules('2026-11-23', today)).toBe(m.fixErrors);
    expect(validateBirthdateNoRules('2020-01-01', today)).toBeNull();
  });
});
