import { readerMessages as m } from '../../../shared/reader/messages';
import { Modal } from './Modal';
import styles from './Modal.module.css';

/** The Premium prompt a non-premium reader gets when choosing a reading theme. */
export function SubscriptionPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={m.subscriptionTitle}>
      <p>{m.subscriptionBody}</p>
      <div className={styles.actions}>
        <a className={styles.primary} href="/premium/">
          {m.subscribeNow}
        </a>
      </div>
    </Modal>
  );
}
