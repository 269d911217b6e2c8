import { COMMON_PASSWORDS } from './commonPasswords';
import { checkPasswordStrength } from './passwordStrength';

const check = (password: string, username?: string) =>
  checkPasswordStrength({ password, requester: { username } });

describe('password strength estimator', () => {
  it('has a few hundred common passwords, without duplicates', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThan(300);
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
  });

  it.each([
    ['password', /very common/],
    ['Password1', /very common/],
    ['p@ssw0rd', /common/],
    ['drowssap', /common/],
    ['qwerty123', /common/],
    ['abcdef', /Sequences/],
    ['987654', /Sequences/],
    ['zxcvbnm1', /common|Sequences/],
    ['aaaaaaaa', /Repeats/],
    ['abcabcabc', /Repeats/],
    ['Summer2024', /common|years/],
  ])('rates %s INVALID (%s)', (password, warning) => {
    const r = check(password);
    expect(r.result).toBe('INVALID');
    expect(r.score).toBeLessThan(2);
    expect(r.feedback.warning).toMatch(warning);
  });

  it('counts the requester’s own name against the password', () => {
    const r = check('nova_reader99', 'nova_reader');
    expect(r.result).toBe('INVALID');
    expect(r.feedback.warning).toMatch(/username/);
    expect(check('nova_reader99').result).toBe('VALID');
  });

  it.each(['lantern-harbour', 'mRx8Tq!z', 'storyloom-demo', 'k9#Lm2pq'])('rates %s VALID', (password) => {
    const r = check(password);
    expect(r.result).toBe('VALID');
    expect(r.score).toBeGreaterThanOrEqual(2);
  });

  it('applies the 6–20 length rule whatever the score', () => {
    expect(check('x7G!q').result).toBe('INVALID');
    expect(check('x7G!q').feedback.warning).toBe('Use 6 to 20 characters.');
    expect(check('correct-horse-battery-staple').result).toBe('INVALID');
  });

  it('orders scores by difficulty and stays fast on long input', () => {
    expect(check('password').score).toBeLessThan(check('lantern-harbour').score);
    const started = Date.now();
    check('a1!B'.repeat(250));
    expect(Date.now() - started).toBeLessThan(500);
  });
});
