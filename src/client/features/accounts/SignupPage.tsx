import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  passwordEdited,
  selectAuthForm,
  selectPasswordStrength,
  verdictFor,
} from '../../../reducers/accounts/accountsSlice';
import { selectConfig } from '../../../reducers/config/configSlice';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { authPath, isIntentText } from '../../../shared/accounts/intent';
import { accountsMessages as m } from '../../../shared/accounts/messages';
import { nextUrlParam, safeNextUrl } from '../../../shared/common/safeNextUrl';
import { parseQuery } from '../../../shared/routes';
import {
  signupMessage,
  validateSignup,
  type SignupField,
  type SignupInput,
} from '../../../shared/accounts/validation';
import styles from './Accounts.module.css';
import { BirthdayField } from './BirthdayField';
import { Alert, CsrfField } from '../../components/forms/FormParts';
import { ReservedMessage } from './ReservedMessage';
import { PasswordFields } from './PasswordFields';
import { ConsentFields, PronounsField } from './SignupExtras';
import { SocialButtons } from './SocialButtons';

type Values = Record<
  'email' | 'username' | 'day' | 'month' | 'year' | 'pronouns' | 'password' | 'confirmPassword',
  string
> & {
  marketing: boolean;
  policy: boolean;
};

const toInput = (v: Values): SignupInput => ({
  ...v,
  birthday: { day: v.day, month: v.month, year: v.year },
});

const FIELD_IDS: Record<SignupField, string> = {
  email: 'signup-email',
  username: 'signup-username',
  birthday: 'signup-month',
  pronouns: 'signup-pronouns',
  password: 'signup-password',
  confirmPassword: 'signup-confirm',
  policy: 'signup-policy',
};

/**
 * `/signup?nextUrl=`: a real form post (works without JavaScript; the server answers errors by
 * rendering this page again). With JavaScript the shared rules run on blur (then on change), the
 * password is checked by the strength service 500 ms after typing stops, and a form with errors
 * is not sent.
 */
export default function SignupPage({
  nextUrl,
  intent: given,
  embedded = false,
}: {
  /** In the sign-up prompt: the action asked for (else the page's `intent`); done on sign-up. */
  intent?: string;
  /** In the sign-up prompt: where to go after signing up (else the page's `nextUrl`). */
  nextUrl?: string;
  /** Rendered inside the sign-up prompt: the form only (no card, title or social options). */
  embedded?: boolean;
} = {}) {
  const dispatch = useDispatch();
  const served = useSelector(selectAuthForm);
  const strength = useSelector(selectPasswordStrength);
  const { renderedAt } = useSelector(selectConfig);
  const { search } = useSelector(selectRouter);
  const query = parseQuery(search);
  const rawNext = nextUrlParam(query);
  const intent = [given, query.intent].find(isIntentText) ?? null;
  const next = nextUrl !== undefined ? safeNextUrl(nextUrl) : rawNext ? safeNextUrl(rawNext) : null;
  const form = served?.page === 'signup' ? served : null;
  const init = (k: string) => form?.values[k] ?? '';
  const [values, setValues] = useState<Values>(() => ({
    email: init('email'),
    username: init('username'),
    day: init('day'),
    month: init('month'),
    year: init('year'),
    pronouns: init('pronouns'),
    password: '',
    confirmPassword: '',
    marketing: init('marketing') === 'on',
    policy: init('policy') === 'on',
  }));
  const [touched, setTouched] = useState<ReadonlySet<SignupField>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string | undefined>>(
    form?.fieldErrors ?? {},
  );
  const [message, setMessage] = useState<string | null>(form?.message ?? null);

  // The server's render time, so the year list is the same on both sides (hydration).
  const [today] = useState(() => new Date(renderedAt || Date.now()));
  const result = validateSignup(toInput(values), {
    today,
    passwordVerdict: verdictFor(strength, values.password),
  });
  const errorOf = (f: SignupField) => (touched.has(f) ? result.fieldErrors[f] : serverErrors[f]);
  const touch = (f: SignupField) => setTouched((t) => new Set(t).add(f));
  const fieldOf = (k: keyof Values): SignupField | null =>
    k === 'day' || k === 'month' || k === 'year' ? 'birthday' : k === 'marketing' ? null : k;

  const change = (k: keyof Values, v: string | boolean) => {
    setValues((old) => ({ ...old, [k]: v }));
    const field = fieldOf(k);
    if (field) setServerErrors((e) => ({ ...e, [field]: undefined }));
    if (k === 'password')
      dispatch(passwordEdited({ password: String(v), requester: { username: values.username } }));
    if (k === 'policy') touch('policy');
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    if (!result.code) return; // valid: the browser posts the form
    e.preventDefault();
    setTouched(new Set(Object.keys(FIELD_IDS) as SignupField[]));
    setMessage(signupMessage(result.code));
    const first = (Object.keys(FIELD_IDS) as SignupField[]).find((f) => result.fieldErrors[f]);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
  };

  const text = (k: 'email' | 'username', label: string, type: string, autoComplete: string) => (
    <div className={styles.field}>
      <label htmlFor={FIELD_IDS[k]}>{label}</label>
      <input
        id={FIELD_IDS[k]}
        className={styles.input}
        type={type}
        name={k}
        autoComplete={autoComplete}
        aria-required="true"
        aria-invalid={errorOf(k) ? true : undefined}
        aria-describedby={`${FIELD_IDS[k]}-error`}
        value={values[k]}
        maxLength={k === 'username' ? 20 : 254}
        onChange={(e) => change(k, e.target.value)}
        onBlur={() => touch(k)}
      />
      <ReservedMessage id={`${FIELD_IDS[k]}-error`} error={errorOf(k)} lines={2} />
    </div>
  );

  return (
    <section className={embedded ? undefined : styles.card} aria-labelledby="signup-title">
      {embedded ? (
        <h3 id="signup-title">{m.signUp}</h3>
      ) : (
        <>
          <h1 id="signup-title">{m.signupTitle}</h1>
          <SocialButtons intent="signup" nextUrl={next ?? '/home'} action={intent} divider />
        </>
      )}
      {message && <Alert tone="danger">{message}</Alert>}
      <form
        className={styles.form}
        method="post"
        action={authPath('/signup', next, intent)}
        noValidate
        onSubmit={submit}
      >
        <CsrfField />
        <input type="hidden" name="signup-from" value="web" />
        <input type="hidden" name="form-type" value="signup" />
        {intent && <input type="hidden" name="intent" value={intent} />}
        {text('email', 'Email', 'email', 'email')}
        {text('username', 'Username', 'text', 'username')}
        <BirthdayField
          value={{ day: values.day, month: values.month, year: values.year }}
          today={today}
          error={errorOf('birthday')}
          onChange={(part, v) => change(part, v)}
          onBlur={() => touch('birthday')}
        />
        <PronounsField
          value={values.pronouns}
          error={errorOf('pronouns')}
          onChange={(v) => change('pronouns', v)}
        />
        <PasswordFields
          password={values.password}
          confirm={values.confirmPassword}
          showPassword={touched.has('password')}
          showConfirm={touched.has('confirmPassword')}
          serverErrors={serverErrors}
          onChange={change}
          onBlur={touch}
        />
        <ConsentFields
          marketing={values.marketing}
          policy={values.policy}
          policyError={errorOf('policy')}
          onChange={(k, v) => change(k, v)}
        />
        <button type="submit" className={styles.primary}>
          {m.signUp}
        </button>
      </form>
      {!embedded && (
        <p className={styles.alt}>
          <a href={authPath('/login', next, intent)}>{m.haveAccount}</a>
        </p>
      )}
    </section>
  );
}
