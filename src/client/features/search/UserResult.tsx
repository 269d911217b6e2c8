import type { SearchUser } from '../../../shared/search/api';
import { countOf, truncate } from '../../../shared/common/format';
import { profilePath } from '../../../shared/common/slug';
import { Link } from '../../router/Link';
import styles from './Search.module.css';

export function UserResult({ user }: { user: SearchUser }) {
  const href = profilePath(user.username);
  return (
    <li className={styles.card}>
      <img
        className={styles.avatar}
        src={user.avatar.replace(/-\d+-(?=[^-/]*$)/, '-64-')}
        width={64}
        height={64}
        alt=""
        loading="lazy"
      />
      <div>
        <h2>
          <Link href={href}>{user.name}</Link>
        </h2>
        <div className={styles.meta}>
          <span>@{user.username}</span>
          <span>{countOf(user.numStoriesPublished, 'work')}</span>
          <span>{countOf(user.numLists, 'reading list')}</span>
          <span>{countOf(user.numFollowers, 'follower')}</span>
          {user.badges.map((b) => (
            <span key={b}>{b}</span>
          ))}
        </div>
        {user.description && <p className={styles.desc}>{truncate(user.description, 170)}</p>}
      </div>
    </li>
  );
}
