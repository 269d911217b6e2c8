import { useDispatch, useSelector } from 'react-redux';
import {
  reverificationActions as a,
  selectReverification,
} from '../../../reducers/reverification/reverificationSlice';
import { socialMessages as m } from '../../../shared/social/messages';
import { Modal } from '../../components/modal/Modal';
import styles from '../../components/modal/Modal.module.css';
import { Toast } from '../../components/Toast';

/**
 * 'I need to update my email' opens the change-email form (spec §2), which lives in the account
 * settings (another feature's dialog; `edit=email` opens it, JavaScript on or off).
 */
export const CHANGE_EMAIL_URL = '/settings?section=account&edit=email';

/**
 * The email re-verification modal (spec §2, §4): 'I need to update my email' (the account
 * settings' change-email form), 'This is my current email' (confirms), Skip (reminds later), and
 * the toast after either. Opened by ReverifyEmailGate; without JavaScript nothing shows.
 */
export default function ReverifyEmailModal() {
  const dispatch = useDispatch();
  const { view, email, toast, error } = useSelector(selectReverification);

  const skip = () => dispatch(a.skipRequested({ cookie: document.cookie }));
  return (
    <>
      <Modal open={view !== 'closed'} onClose={skip} title={m.reverifyTitle}>
        <p>{m.reverifyBody(email ?? '')}</p>
        {error && <p role="alert">{error}</p>}
        <div className={styles.actions}>
          <a className={styles.secondary} href={CHANGE_EMAIL_URL}>
            {m.updateEmail}
          </a>
          <button
            type="button"
            className={styles.primary}
            disabled={view === 'confirming'}
            onClick={() => dispatch(a.confirmRequested())}
          >
            {m.currentEmail}
          </button>
        </div>
        <button type="button" className={styles.textButton} onClick={skip}>
          {m.skip}
        </button>
      </Modal>
      {toast && <Toast message={toast} onDismiss={() => dispatch(a.toastDismissed())} />}
    </>
  );
}
