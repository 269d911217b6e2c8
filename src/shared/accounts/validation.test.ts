import { accountsMessages as m } from './messages';
import {
  ageOn,
  birthdateOf,
  birthdayYears,
  confirmPasswordStatus,
  signupMessage,
  storedPronouns,
  validateBirthday,
  validateEmail,
  validatePassword,
  validateSignup,
  validateUsername,
  type SignupInput,
} from './validation';

const TODAY = new Date(Date.UTC(2026, 10, 22, 12)); // 2026-11-22

const valid: SignupInput = {
  email: 'new.reader+stories@example.com',
  username: 'new_reader',
  birthday: { day: '5', month: '3', year: '1999' },
  pronouns: 'O',
  password: 'lantern-harbour',
  confirmPassword: 'lantern-harbour',
  marketing: false,
  policy: true,
};

describe('email', () => {
  it.each(["a.b_c'd+e-f@mail.example.org", 'A1@x.io'])('accepts %s', (e) => {
    expect(validateEmail(e)).toBeNull();
  });
  it('is required', () => expect(validateEmail('  ')).toBe(m.emailRequired));
  it.each(['plain', 'a@b', 'a b@c.de', 'a@b..c', 'a@-', 'ä@x.de', `${'a'.repeat(250)}@x.de`])(
    'refuses %s',
    (e) => expect(validateEmail(e)).toBe(m.emailInvalid),
  );
});

describe('username', () => {
  it('accepts letters, digits and underscores, 3 to 20', () => {
    expect(validateUsername('abc')).toBeNull();
    expect(validateUsername('A_1'.repeat(6) + 'zz')).toBeNull();
  });
  it('is required', () => expect(validateUsername('')).toBe(m.usernameRequired));
  it.each(['ab', 'a'.repeat(21), 'with space', 'dash-ed', 'émile'])('refuses %s', (u) => {
    expect(validateUsername(u)).toBe(m.usernameInvalid);
  });
});

describe('birthday', () => {
  it('offers the last 100 years, newest first', () => {
    const years = birthdayYears(TODAY);
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2026);
    expect(years[99]).toBe(1927);
  });
  it('is required (any part missing)', () => {
    expect(validateBirthday({ day: '', month: '3', year: '1999' }, TODAY)).toBe(m.birthdayRequired);
    expect(validateBirthday({ day: '1', month: '', year: '1999' }, TODAY)).toBe(m.birthdayRequired);
    expect(validateBirthday({ day: '1', month: '3', year: '' }, TODAY)).toBe(m.birthdayRequired);
  });
  it.each([
    ['31', '2', '2000'],
    ['29', '2', '2001'],
    ['0', '1', '2000'],
    ['1', '13', '2000'],
    ['1', '1', '1926'],
    ['23', '11', '2026'],
    ['x', '1', '2000'],
  ])('refuses %s/%s/%s', (day, month, year) => {
    expect(validateBirthday({ day, month, year }, TODAY)).toBe(m.birthdayInvalid);
  });
  it('gives YYYY-MM-DD', () => {
    expect(birthdateOf({ day: '29', month: '2', year: '2000' }, TODAY)).toBe('2000-02-29');
    expect(birthdateOf({ day: '1', month: '1', year: '1927' }, TODAY)).toBe('1927-01-01');
  });
  it('counts whole years', () => {
    expect(ageOn('2013-11-22', TODAY)).toBe(13);
    expect(ageOn('2013-11-23', TODAY)).toBe(12);
    expect(ageOn('2013-12-01', TODAY)).toBe(12);
  });
});

describe('password and confirm', () => {
  it('requires a password of 10 to 128 characters (the one policy)', () => {
    expect(validatePassword('')).toBe(m.passwordRequired);
    expect(validatePassword('abcdef')).toBe(m.passwordInvalid);
    expect(validatePassword('x'.repeat(9))).toBe(m.passwordInvalid);
    expect(validatePassword('x'.repeat(129))).toBe(m.passwordInvalid);
    expect(validatePassword('x'.repeat(10))).toBeNull();
    expect(validatePassword('correct horse battery staple')).toBeNull();
    expect(validatePassword('x'.repeat(128))).toBeNull();
  });
  it('fails an INVALID strength verdict', () => {
    expect(validatePassword('password', 'INVALID')).toBe(m.passwordInvalid);
    expect(validatePassword('lantern-harbour', 'VALID')).toBeNull();
  });
  it('gives every confirm message of the spec', () => {
    expect(confirmPasswordStatus('abcdef', '', true)).toEqual({ error: m.confirmRequired, success: null });
    expect(confirmPasswordStatus('abcdef', 'abcdeg', true)).toEqual({
      error: m.confirmMismatch,
      success: null,
    });
    expect(confirmPasswordStatus('abc', 'abc', false)).toEqual({
      error: m.confirmMatchButInvalid,
      success: null,
    });
    expect(confirmPasswordStatus('abcdef', 'abcdef', true)).toEqual({ error: null, success: m.confirmMatch });
    expect(m.confirmRequired).toBe('Re-enter password is required.');
    expect(m.confirmMatch).toBe('Great, passwords match!');
  });
});

describe('pronouns', () => {
  it('stores M, F, O, X; null and empty become null', () => {
    expect(['M', 'F', 'O', 'X', 'null', ''].map((c) => storedPronouns(c as 'M'))).toEqual([
      'M',
      'F',
      'O',
      'X',
      null,
      null,
    ]);
  });
  it('refuses another code', () => {
    expect(validateSignup({ ...valid, pronouns: 'Z' }, { today: TODAY }).fieldErrors.pronouns).toBe(
      m.pronounsInvalid,
    );
  });
});

describe('validateSignup', () => {
  it('passes a complete form', () => {
    expect(validateSignup(valid, { today: TODAY })).toEqual({
      fieldErrors: {},
      code: null,
      birthdate: '1999-03-05',
    });
  });
  it('answers 1006 when a required field is empty, with each field message', () => {
    const r = validateSignup(
      {
        ...valid,
        email: '',
        birthday: { day: '', month: '', year: '' },
        password: '',
        confirmPassword: '',
        policy: false,
      },
      { today: TODAY },
    );
    expect(r.code).toBe(1006);
    expect(r.fieldErrors).toEqual({
      email: m.emailRequired,
      birthday: m.birthdayRequired,
      password: m.passwordRequired,
      confirmPassword: m.confirmRequired,
      policy: m.policyRequired,
    });
    expect(signupMessage(r.code)).toBe('Please make sure all fields are filled in.');
  });
  it('answers fixerrors for invalid values', () => {
    const r = validateSignup(
      { ...valid, email: 'nope', confirmPassword: 'other', policy: false },
      { today: TODAY },
    );
    expect(r.code).toBe('fixerrors');
    expect(r.fieldErrors).toEqual({
      email: m.emailInvalid,
      confirmPassword: m.confirmMismatch,
      policy: m.policyRequired,
    });
    expect(signupMessage(r.code)).toBe('Please fix any errors to continue.');
  });
  it('answers 1027 for someone under 13, without saying why', () => {
    const r = validateSignup(
      { ...valid, birthday: { day: '23', month: '11', year: '2013' } },
      { today: TODAY },
    );
    expect(r.code).toBe(1027);
    expect(r.fieldErrors).toEqual({});
    expect(signupMessage(1027)).toBe(
      "Sorry, based on the information you have provided, we couldn't create an account for you.",
    );
    expect(
      validateSignup({ ...valid, birthday: { day: '22', month: '11', year: '2013' } }, { today: TODAY }).code,
    ).toBeNull();
  });
  it('fails a weak password when the strength check says INVALID', () => {
    const r = validateSignup(valid, { today: TODAY, passwordVerdict: 'INVALID' });
    expect(r.fieldErrors).toEqual({ password: m.passwordInvalid, confirmPassword: m.confirmMatchButInvalid });
    expect(r.code).toBe('fixerrors');
  });
  it('has the spec text for every code', () => {
    expect(signupMessage(1171)).toBe(
      'An account with this email address may already exist. Try using another email address.',
    );
    expect(signupMessage('other')).toBe('Sorry, something went wrong. Please try again.');
  });
});
