import { knownNotice } from '../../../shared/accounts/loginNotices';
import { recoveryMessages as m } from '../../../shared/recovery/messages';
import styles from './Recovery.module.css';
import { useRecoveryPage } from '../../components/forms/useRecoveryPage';

/** `/forgot?nextUrl=`: 'Username or Email', 'Send instructions', Cancel back to the log-in page. */
export default function ForgotPage() {
  const { query, csrf } = useRecoveryPage();
  const nextUrl = query.nextUrl;
  const cancel = nextUrl ? `/login?nextUrl=${encodeURIComponent(nextUrl)}` : '/login';
  return (
    <section className={styles.panel} aria-labelledby="forgot-title">
      <h1 id="forgot-title">{m.forgotTitle}</h1>
      {knownNotice(query.msg) && (
        <p className={styles.danger} role="alert">
          {knownNotice(query.msg)}
        </p>
      )}
      {query.sent ? (
        <p className={styles.info} role="status">
          {m.forgotSent}
        </p>
      ) : (
        <p className={styles.intro}>{m.forgotIntro}</p>
      )}
      <form method="post" action="/forgot">
        <input type="hidden" name="_csrf" value={csrf ?? ''} />
        {nextUrl && <input type="hidden" name="nextUrl" value={nextUrl} />}
        <label className={styles.field}>
          <span className={styles.label}>{m.forgotLabel}</span>
          <input
            className={styles.input}
            name="username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={254}
          />
        </label>
        <div className={styles.actions}>
          <button className={styles.primary} type="submit">
            {m.forgotSubmit}
          </button>
          <a className={styles.secondary} href={cancel}>
            {m.cancel}
          </a>
        </div>
      </form>
    </section>
  );
}
