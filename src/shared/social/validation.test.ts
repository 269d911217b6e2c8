import { accountsMessages as m } from '../accounts/messages';
import { availableFields, usernameBase, validateCompletion } from './validation';

const today = new Date(Date.UTC(2026, 10, 22));
const input = (over: Partial<Parameters<typeof validateCompletion>[0]> = {}) => ({
  email: '',
  birthday: { day: '', month: '', year: '' },
  pronouns: '',
  marketing: false,
  policy: true,
  ...over,
});

describe('sign-up completion rules', () => {
  it('asks only for what the provider did not give', () => {
    const r = validateCompletion(input(), { email: 'a@b.co', birthdate: '1990-01-02' }, today);
    expect(r).toEqual({ fieldErrors: {}, code: null, email: 'a@b.co', birthdate: '1990-01-02' });
  });

  it('needs an email and a birthday when unknown (1006 with the field messages)', () => {
    const r = validateCompletion(input(), { email: null, birthdate: null }, today);
    expect(r.code).toBe(1006);
    expect(r.fieldErrors).toEqual({ email: m.emailRequired, birthday: m.birthdayRequired });
  });

  it('refuses a bad email and a missing consent (fixerrors)', () => {
    const r = validateCompletion(
      input({ email: 'not-an-email', policy: false }),
      { email: null, birthdate: '1990-01-02' },
      today,
    );
    expect(r.code).toBe('fixerrors');
    expect(r.fieldErrors).toEqual({ email: m.emailInvalid, policy: m.policyRequired });
  });

  it('refuses under 13 with 1027, whether typed or from the provider', () => {
    const typed = validateCompletion(
      input({ birthday: { day: '1', month: '1', year: '2020' } }),
      { email: 'a@b.co', birthdate: null },
      today,
    );
    expect(typed.code).toBe(1027);
    expect(validateCompletion(input(), { email: 'a@b.co', birthdate: '2019-05-05' }, today).code).toBe(1027);
  });

  it('lists the available fields for the hidden field', () => {
    expect(availableFields({ email: 'a@b.co', birthdate: '1990-01-02' })).toBe('email,birthday');
    expect(availableFields({ email: 'a@b.co', birthdate: null })).toBe('email');
    expect(availableFields({ email: null, birthdate: null })).toBe('none');
  });

  it('makes a username from the name or the email', () => {
    expect(usernameBase('Zoë Ann-Marie', null)).toBe('ZoeAnnMarie');
    expect(usernameBase(null, 'x@y.z')).toBe('readerx');
  });
});
