import { inboxMessages as m } from '../../../shared/inbox/messages';
import styles from './Inbox.module.css';

/** The staff and verified badges (spec §2: the conversation header shows both). */
export function UserBadges({ badges }: { badges: { staff: boolean; verified: boolean } }) {
  return (
    <>
      {badges.staff && <span className={styles.badge}>{m.staff}</span>}
      {badges.verified && <span className={styles.badge}>{m.verified}</span>}
    </>
  );
}
