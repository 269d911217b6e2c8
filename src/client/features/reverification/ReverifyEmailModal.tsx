import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  reverificationActions as a,
  selectReverification,
} from '../../../reducers/reverification/reverificationSlice';
import { selectPage } from '../../../reducers/router/routerSlice';
import { selectViewer } from '../../../reducers/session/sessionSlice';
import { socialMessages as m } from '../../../shared/messages/social';
import { Modal } from '../../components/modal/Modal';
import styles from '../../components/modal/Modal.module.css';
import { Toast } from '../../components/Toast';

/** The change-email form lives in the account settings (another feature's dialog). */
export const CHANGE_EMAIL_URL = '/settings?section=account';

/**
 * The email re-verification modal (spec §2, §4), mounted in the app shell. With JavaScript, a
 * signed-in user landing on /home is asked once per page load whether their email is still theirs
 * (the saga applies the reminder rules). Without JavaScript nothing shows: it is only a reminder.
 */
export function ReverifyEmailModal() {
  const dispatch = useDispatch();
  const viewer = useSelector(selectViewer);
  const page = useSelector(selectPage);
  const { view, email, toast, error } = useSelector(selectReverification);
  const eligible = Boolean(viewer) && page === 'home';

  useEffect(() => {
    if (eligible) dispatch(a.checkRequested({ cookie: document.cookie }));
  }, [eligible, dispatch]);

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
        <p>
          <button type="button" className={styles.secondary} onClick={skip}>
            {m.skip}
          </button>
        </p>
      </Modal>
      {toast && <Toast message={toast} onDismiss={() => dispatch(a.toastDismissed())} />}
    </>
  );
}
