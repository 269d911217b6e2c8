import type { FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectConfig } from '../../../reducers/config/configSlice';
import { recoveryActions, selectVerifyEmail } from '../../../reducers/recovery/recoverySlice';
import { CLOSE_ACCOUNT_PATH, ownDataPath, WRITER_JOURNEY_PATH } from '../../../shared/common/footerMessages';
import { sectionMessages as m } from '../../../shared/settings/sectionMessages';
import { useHydrated } from '../../components/useHydrated';
import { FormHidden } from './Field';
import styles from './Settings.module.css';

/**
 * The unverified email's "Resend email" (spec §2, §4). A real form (`POST /settings`,
 * form=verification: the page comes back with the spec's success or failure view); with
 * JavaScript it is `POST /api/v3/users/validate` and the please-verify modal's sent or failed view.
 */
export function ResendVerification({ userId }: { userId: number }) {
  const dispatch = useDispatch();
  const hydrated = useHydrated();
  const sending = useSelector(selectVerifyEmail).view === 'sending';
  const onSubmit = (e: FormEvent) => {
    if (!hydrated) return;
    e.preventDefault();
    dispatch(recoveryActions.resendRequested());
  };
  return (
    <form className={styles.row} method="post" action="/settings?section=account" onSubmit={onSubmit}>
      <FormHidden form="verification" userId={userId} />
      <p className={styles.value}>{m.unverifiedNote}</p>
      <button className={styles.secondary} type="submit" disabled={sending}>
        {m.resendEmail}
      </button>
    </form>
  );
}

/** The account's other pages (spec §2 routes): its data, the writer journey, closing it. */
export function AccountLinks() {
  const { productName } = useSelector(selectConfig);
  return (
    <nav className={styles.more} aria-labelledby="settings-more-heading">
      <h3 id="settings-more-heading">{m.moreHeading}</h3>
      <ul>
        <li>
          <a className={styles.link} href={ownDataPath(productName)}>
            {m.ownData}
          </a>
        </li>
        <li>
          <a className={styles.link} href={WRITER_JOURNEY_PATH}>
            {m.writerJourney}
          </a>
        </li>
        <li>
          <a className={styles.link} href={CLOSE_ACCOUNT_PATH}>
            {m.closeAccount}
          </a>
        </li>
      </ul>
    </nav>
  );
}
