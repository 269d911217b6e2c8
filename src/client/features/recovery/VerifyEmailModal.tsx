import { useDispatch, useSelector } from 'react-redux';
import { selectVerifyEmail, recoveryActions as a } from '../../../reducers/recovery/recoverySlice';
import { recoveryMessages as m } from '../../../shared/recovery/messages';
import { Modal } from '../../components/modal/Modal';
import styles from '../../components/modal/Modal.module.css';

/**
 * The please-verify-email modal, mounted once in the app shell. Open it with
 * `recoveryActions.gateOpened({ email })` from any action that needs a verified email.
 */
export function VerifyEmailModal() {
  const { view, email } = useSelector(selectVerifyEmail);
  const dispatch = useDispatch();
  const close = () => dispatch(a.closed());
  const title =
    view === 'sent' ? m.resendSentTitle : view === 'failed' ? m.resendFailedTitle : m.verifyPromptTitle;
  return (
    <Modal open={view !== 'closed'} onClose={close} title={title}>
      {view === 'sent' && <p role="status">{m.resendSentBody(email ?? '')}</p>}
      {view === 'failed' && <p role="alert">{m.resendFailedBody}</p>}
      {(view === 'prompt' || view === 'sending') && <p>{m.verifyPromptBody}</p>}
      {view !== 'sent' && (
        <div className={styles.actions}>
          <a className={styles.secondary} href="/settings?section=account">
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
