import { useSelector } from 'react-redux';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { recoveryMessages as m } from '../../../shared/recovery/messages';
import { parseQuery } from '../../../shared/routes';
import { sectionMessages as sm } from '../../../shared/settings/sectionMessages';
import styles from './Recovery.module.css';

/**
 * Where the emailed verification link lands: 'email verified' with Continue to /home; a dead link
 * points to the account settings, where Resend email asks for a new one.
 */
export default function EmailVerifiedPage() {
  const query = parseQuery(useSelector(selectRouter).search);
  const failed = query.error === 'invalid';
  return (
    <section className={styles.panel} aria-labelledby="verified-title">
      <h1 id="verified-title">{failed ? m.verificationFailedTitle : m.emailVerifiedTitle}</h1>
      <p className={failed ? styles.danger : styles.info} role={failed ? 'alert' : 'status'}>
        {failed ? m.verificationLinkInvalid : m.emailVerifiedBody}
      </p>
      {failed && (
        <p>
          <a href="/settings?section=account">{sm.openAccountSettings}</a>
        </p>
      )}
      <a className={styles.primary} href="/home">
        {m.emailVerifiedContinue}
      </a>
    </section>
  );
}
