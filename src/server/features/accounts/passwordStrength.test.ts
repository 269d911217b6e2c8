import { accountsMessages as m } from '../../../shared/accounts/messages';
import { PASSWORD_POLICY } from '../../../shared/accounts/passwordPolicy';
import { COMMON_PASSWORDS } from './commonPasswords';
import { checkPasswordStrength, newPasswordProblem, PASSWORD_POLICIES } from './passwordStrength';

const check = (password: string, username?: string) =>
  checkPasswordStrength({ password, requester: { username } });

describe('password strength (zxcvbn-ts on the server, the one policy)', () => {
  jest.setTimeout(20_000);

  it('reports the policy the forms apply', () => {
    expect(PASSWORD_POLICIES).toEqual({
      minLength: 10,
      maxLength: 128,
      minScore: 3,
      normalization: 'NFKC',
      commonPasswordsRefused: true,
    });
    expect(PASSWORD_POLICIES).toEqual(PASSWORD_POLICY);
  });

  it('keeps its own list of common passwords, without duplicates', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThan(300);
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
  });

  it.each([
    'correct horse battery staple',
    'lantern-orchard-41',
    'a lantern by the sea',
    'the quick brown fox jumps over the lazy dog again and again, ok?',
    'kqzvbnxwrtpl',
  ])('rates %s VALID', async (password) => {
    const r = await check(password);
    expect(r).toMatchObject({ result: 'VALID', feedback: { warning: null } });
    expect(r.score).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['password1234', /frequently used/],
    ['Password123!', /easy to guess/],
    ['qwertyuiop', /frequently used/],
    ['1234567890', /frequently used/],
    ['iloveyou12', /frequently used/],
    ['Summer2024!', /easy to guess|years/],
    ['aaaaaaaaaaaa', /Repeated/],
    ['abcdefghijk', /sequences/],
    ['ababababab', /Repeated/],
  ])('rates %s INVALID (%s)', async (password, warning) => {
    const r = await check(password);
    expect(r.result).toBe('INVALID');
    expect(r.score).toBeLessThan(3);
    expect(r.feedback.warning).toMatch(warning);
  });

  it('refuses a breached-list password as it is, whatever its case', async () => {
    // In zxcvbn's passwords-common list of leaked passwords; long enough for the length rule.
    for (const p of ['1q2w3e4r5t', 'Qwertyuiop', 'PASSWORD1234']) {
      expect(await check(p)).toMatchObject({
        result: 'INVALID',
        score: 0,
        feedback: { warning: m.passwordCommon },
      });
    }
  });

  it('counts the requester’s own name and the site’s name against the password', async () => {
    const own = await check('nova_reader99', 'nova_reader');
    expect(own.result).toBe('INVALID');
    expect(own.feedback.warning).toMatch(/username/);
    expect((await check('storyloom2024')).result).toBe('INVALID');
  });

  it('applies the 10–128 length rule (of the NFKC form) whatever the score', async () => {
    const short = await check('x7G!q#9zL');
    expect(short).toMatchObject({ result: 'INVALID', feedback: { warning: 'Use 10 to 128 characters.' } });
    expect((await check(`${'correct horse battery staple '.repeat(5)}`)).result).toBe('INVALID'); // 145
    expect((await check('correct horse battery staple '.repeat(4).slice(0, 128))).result).toBe('VALID');
    // Nine full-width letters are nine characters after NFKC; ten emoji are ten.
    expect((await check('ｋｑｚｖｂｎｘｗｒ')).result).toBe('INVALID');
    expect((await check('🦊🌲🏔️🌊🍄🦉🌙⛺🔥🎒')).result).toBe('VALID');
  });

  it('checks the NFKC form: full-width "password1234" is the common password', async () => {
    expect((await check('ｐａｓｓｗｏｒｄ１２３４')).result).toBe('INVALID');
  });

  it('names the problem for the forms that set a password', async () => {
    expect(await newPasswordProblem('short')).toBe('length');
    expect(await newPasswordProblem('x'.repeat(129))).toBe('length');
    expect(await newPasswordProblem('password1234')).toBe('weak');
    expect(await newPasswordProblem('correct horse battery staple')).toBeNull();
  });

  it('stays fast on the longest accepted input and ignores a megabyte of it', async () => {
    await check('warm up the dictionaries');
    for (const p of ['a1!B'.repeat(32), '4@3!0$5+'.repeat(16), '1!'.repeat(64), 'x'.repeat(128)]) {
      const started = Date.now();
      await check(p);
      expect(Date.now() - started).toBeLessThan(2000);
    }
    const started = Date.now();
    expect((await check('x'.repeat(1_000_000))).result).toBe('INVALID');
    expect(Date.now() - started).toBeLessThan(200);
  });
});
