import { useDispatch, useSelector } from 'react-redux';
import { selectVerifyEmail, recoveryActions as a } from '../../../reducers/recovery/recoverySlice';
import { recoveryMessages as m } from '../../../shared/recovery/messages';
import { Modal } from '../../components/modal/Modal';
import styles from '../../components/modal/Modal.module.css';

/** 'Change email' opens the account settings' change-email form (spec §2), not the bare section. */
export const CHANGE_EMAIL_URL = '/settings?section=account&edit=email';

/**
 * The please-verify-email modal, mounted once in the app shell. Open it with
 * `recoveryActions.gateOpened({ email })` from any action that needs a verified email.
 */
export function VerifyEmailModal() {
  const { view, email, prompted } = useSelector(selectVerifyEmail);
  const dispatch = useDispatch();
  const close = () => dispatch(a.closed());
  const title =
    view === 'sent'
      ? m.resendSentTitle
      : view === 'failed'
        ? m.resendFailedTitle
        : prompted
          ? m.verifyPromptTitle
          : m.resendEmail;
  return (
    <Modal open={view !== 'closed'} onClose={close} title={title}>
      {view === 'sent' && <p role="status">{m.resendSentBody(email ?? '')}</p>}
      {view === 'failed' && <p role="alert">{m.resendFailedBody}</p>}
      {prompted && (view === 'prompt' || view === 'sending') && <p>{m.verifyPromptBody}</p>}
      {view !== 'sent' && (
        <div className={styles.actions}>
          <a className={styles.secondary} href={CHANGE_EMAIL_URL}>
            {m.changeEmail}
          </a>
          <button
            type="button"
            className={styles.primary}
            disabled={view === 'sending'}
            onClick={() => dispatch(a.resendRequested())}
          >
            {m.resendEmail}
          </button>
        </div>
      )}
    </Modal>
  );
}
