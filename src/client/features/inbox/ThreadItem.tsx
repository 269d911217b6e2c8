import type { InboxThread } from '../../../shared/inbox/api';
import { displayName } from '../../../shared/inbox/composer';
import { inboxMessages as m } from '../../../shared/inbox/messages';
import { conversationPath } from '../../../shared/inbox/routes';
import { Link } from '../../router/Link';
import styles from './Inbox.module.css';
import { UserBadges } from './UserBadges';

const shortDate = (iso: string): string =>
  iso ? new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }) : '';

/** One thread: avatar, name, badges, unread count, the recent message and its date. */
export function ThreadItem({ thread }: { thread: InboxThread }) {
  const { user, unread, recentMessage } = thread;
  const name = displayName(user.name);
  return (
    <li className={styles.thread}>
      <Link href={conversationPath(name)}>
        <img className={styles.avatar} src={user.avatar} alt="" width={48} height={48} loading="lazy" />
        <span className={styles.body}>
          <span className={styles.name}>{name}</span>
          <UserBadges badges={user.badges} />
          <p className={styles.recent}>{recentMessage.body}</p>
        </span>
        <span className={styles.date}>{shortDate(recentMessage.createDate)}</span>
        {unread > 0 && (
          <span className={styles.unread} aria-label={m.unreadLabel(unread)}>
            {unread}
          </span>
        )}
      </Link>
    </li>
  );
}
