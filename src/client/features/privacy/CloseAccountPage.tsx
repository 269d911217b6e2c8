import { useSelector } from 'react-redux';
import { selectPrivacy } from '../../../reducers/privacy/privacySlice';
import { accountMessages as m } from '../../../shared/privacy/accountMessages';
import { CLOSE_COMMENT_MAX } from '../../../shared/privacy/accountValidation';
import styles from '../recovery/Recovery.module.css';
import { useRecoveryPage } from '../../components/forms/useRecoveryPage';

/**
 * `/close-account` (login required): the password confirms it, the reason is optional. A real
 * form with or without JavaScript (closing ends the session: the next page is a full load anyway).
 */
export default function CloseAccountPage() {
  const { csrf } = useRecoveryPage();
  const errors = useSelector(selectPrivacy).closeForm?.fieldErrors ?? {};
  return (
    <section className={styles.panel} aria-labelledby="close-title">
      <h1 id="close-title">{m.closeTitle}</h1>
      <p className={styles.intro}>{m.closeIntro}</p>
      <form method="post" action="/close-account">
        <input type="hidden" name="_csrf" value={csrf ?? ''} />
        <div className={styles.field}>
          <label className={styles.label} htmlFor="close-password">
            {m.closePassword}
          </label>
          <input
            id="close-password"
            className={styles.input}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'close-password-error' : undefined}
          />
          {errors.password && (
            <span id="close-password-error" className={styles.error} role="alert">
              {errors.password}
            </span>
          )}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="close-comment">
            {m.closeReason}
          </label>
          <textarea
            id="close-comment"
            className={styles.input}
            name="comment"
            rows={3}
            maxLength={CLOSE_COMMENT_MAX}
            aria-invalid={errors.comment ? true : undefined}
          />
          {errors.comment && (
            <span className={styles.error} role="alert">
              {errors.comment}
            </span>
          )}
        </div>
        <div className={styles.actions}>
          <button className={styles.primary} type="submit">
            {m.closeSubmit}
          </button>
          <a className={styles.secondary} href="/home">
            {m.cancel}
          </a>
        </div>
      </form>
    </section>
  );
}
