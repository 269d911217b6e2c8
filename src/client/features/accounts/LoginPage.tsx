import { useSelector } from 'react-redux';
import { selectAuthForm } from '../../../reducers/accounts/accountsSlice';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { authPath, isIntentText } from '../../../shared/accounts/intent';
import { knownNotice } from '../../../shared/accounts/loginNotices';
import { accountsMessages as m } from '../../../shared/accounts/messages';
import { nextUrlParam, safeNextUrl } from '../../../shared/common/safeNextUrl';
import { parseQuery } from '../../../shared/routes';
import styles from './Accounts.module.css';
import { Alert, CsrfField, withNext } from '../../components/forms/FormParts';

/**
 * `/login?nextUrl=`: username or email and password, posted as a form (with JavaScript too: a
 * successful log-in is a redirect and a full page load). `msg` shows as a danger alert and
 * `notice` as an info alert (spec §8); a refused post comes back with its message.
 */
export default function LoginPage({
  nextUrl,
  intent: given,
  embedded = false,
}: {
  /** In the auth panel: the action asked for (else the page's `intent`); done on log-in. */
  intent?: string;
  /** In the auth panel: where to go after logging in (else the page's `nextUrl`). */
  nextUrl?: string;
  /** Rendered inside the auth panel: the form and its links only. */
  embedded?: boolean;
} = {}) {
  const served = useSelector(selectAuthForm);
  const { search } = useSelector(selectRouter);
  const query = parseQuery(search);
  const rawNext = nextUrlParam(query);
  const next = nextUrl !== undefined ? safeNextUrl(nextUrl) : rawNext ? safeNextUrl(rawNext) : null;
  const form = served?.page === 'login' ? served : null;
  const intent = [given, query.intent].find(isIntentText) ?? null;
  // Only our own messages: a link cannot show any text as an official alert.
  const msg = form?.message ?? knownNotice(query.msg);
  const notice = form ? null : knownNotice(query.notice);
  return (
    <section className={embedded ? undefined : styles.card} aria-labelledby="login-title">
      {embedded ? <h3 id="login-title">{m.loginTitle}</h3> : <h1 id="login-title">{m.loginTitle}</h1>}
      {msg && <Alert tone="danger">{msg}</Alert>}
      {notice && <Alert tone="info">{notice}</Alert>}
      <form className={styles.form} method="post" action={authPath('/login', next, intent)}>
        <CsrfField />
        {intent && <input type="hidden" name="intent" value={intent} />}
        <div className={styles.field}>
          <label htmlFor="login-username">Username or email</label>
          <input
            id="login-username"
            className={styles.input}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={form?.values.username ?? ''}
            required
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="login-password">Password</label>
          <input
            id="login-password"
            className={styles.input}
            type="password"
            name="password"
            autoComplete="current-password"
            required
          />
        </div>
        <button type="submit" className={styles.primary}>
          {m.logIn}
        </button>
      </form>
      <p className={styles.alt}>
        <a href={withNext('/forgot', next)}>{m.forgotPassword}</a>
      </p>
      {!embedded && (
        <p className={styles.alt}>
          <a href={authPath('/signup', next, intent)}>{m.noAccount}</a>
        </p>
      )}
    </section>
  );
}
