import { useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { selectConfig } from '../../../reducers/config/configSlice';
import { selectSocialCompletion } from '../../../reducers/social/socialSlice';
import { accountsMessages as am } from '../../../shared/accounts/messages';
import { providerLabel, socialMessages as m } from '../../../shared/social/messages';
import { signupMessage, type SignupField } from '../../../shared/accounts/validation';
import { validateCompletion } from '../../../shared/social/validation';
import styles from '../accounts/Accounts.module.css';
import { BirthdayField } from '../accounts/BirthdayField';
import { Alert, CsrfField, FieldMessage } from '../../components/forms/FormParts';
import { ConsentFields, PronounsField } from '../accounts/SignupExtras';

type Values = Record<'email' | 'day' | 'month' | 'year' | 'pronouns', string> & {
  marketing: boolean;
  policy: boolean;
};

/**
 * `/oauth-auth/complete`: the sign-up completion form after a social sign-in (spec §2), a real
 * form post. Email and birthday are asked for only when the provider did not give them; the
 * identity itself stays in the server's session.
 */
export default function SocialSignupPage() {
  const c = useSelector(selectSocialCompletion);
  const { renderedAt } = useSelector(selectConfig);
  const [today] = useState(() => new Date(renderedAt || Date.now()));
  const init = (k: string) => c?.values[k] ?? '';
  const [values, setValues] = useState<Values>(() => ({
    email: init('email'),
    day: init('day'),
    month: init('month'),
    year: init('year'),
    pronouns: init('pronouns'),
    marketing: false,
    policy: false,
  }));
  const [touched, setTouched] = useState<ReadonlySet<SignupField>>(new Set());
  const [message, setMessage] = useState<string | null>(c?.message ?? null);
  if (!c) {
    return (
      <section className={styles.card}>
        <h1>{m.completionTitle}</h1>
        <p>
          <a href="/signup">{am.signUp}</a>
        </p>
      </section>
    );
  }
  const known = { email: c.needEmail ? null : 'known', birthdate: c.needBirthday ? null : 'known' };
  const input = { ...values, birthday: { day: values.day, month: values.month, year: values.year } };
  const result = validateCompletion(input, known, today);
  const errorOf = (f: SignupField) => (touched.has(f) ? result.fieldErrors[f] : c.fieldErrors[f]);
  const touch = (f: SignupField) => setTouched((t) => new Set(t).add(f));
  const change = (k: keyof Values, v: string | boolean) => setValues((old) => ({ ...old, [k]: v }));

  const submit = (e: FormEvent<HTMLFormElement>) => {
    if (!result.code || result.code === 1027) return; // the server answers 1027 (and locks)
    e.preventDefault();
    setTouched(new Set<SignupField>(['email', 'birthday', 'policy']));
    setMessage(signupMessage(result.code));
  };

  return (
    <section className={styles.card} aria-labelledby="social-title">
      <h1 id="social-title">{m.completionTitle}</h1>
      <p>{m.completionIntro(c.name, providerLabel(c.provider))}</p>
      {message && <Alert tone="danger">{message}</Alert>}
      <form className={styles.form} method="post" action="/oauth-auth/complete" noValidate onSubmit={submit}>
        <CsrfField />
        <input type="hidden" name="available" value={c.available} />
        {c.intent && <input type="hidden" name="intent" value={c.intent} />}
        {c.needEmail && (
          <div className={styles.field}>
            <label htmlFor="signup-email">Email</label>
            <input
              id="signup-email"
              className={styles.input}
              type="email"
              name="email"
              autoComplete="email"
              aria-required="true"
              aria-invalid={errorOf('email') ? true : undefined}
              aria-describedby="signup-email-error"
              value={values.email}
              maxLength={254}
              onChange={(e) => change('email', e.target.value)}
              onBlur={() => touch('email')}
            />
            <FieldMessage id="signup-email-error" error={errorOf('email')} />
          </div>
        )}
        {c.needBirthday && (
          <BirthdayField
            value={input.birthday}
            today={today}
            error={errorOf('birthday')}
            onChange={(part, v) => change(part, v)}
            onBlur={() => touch('birthday')}
          />
        )}
        <PronounsField value={values.pronouns} onChange={(v) => change('pronouns', v)} />
        <ConsentFields
          marketing={values.marketing}
          policy={values.policy}
          policyError={errorOf('policy')}
          onChange={(k, v) => {
            change(k, v);
            if (k === 'policy') touch('policy');
          }}
        />
        <button type="submit" className={styles.primary}>
          {m.signUp}
        </button>
      </form>
    </section>
  );
}
