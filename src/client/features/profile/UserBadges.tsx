import type { UserProfile } from '../../../shared/profile/api';
import styles from './Profile.module.css';

/** The user's badges (spec §3 User: verified, staff, ambassador), from the user API's flags. */
export function UserBadges({ user }: { user: Pick<UserProfile, 'verified' | 'ambassador' | 'is_staff'> }) {
  const badges = [
    user.verified && 'Verified',
    user.is_staff && 'Staff',
    user.ambassador && 'Ambassador',
  ].filter((b): b is string => Boolean(b));
  if (badges.length === 0) return null;
  return (
    <ul className={styles.badges} aria-label="Badges">
      {badges.map((b) => (
        <li key={b} className={styles.badge}>
          {b}
        </li>
      ))}
    </ul>
  );
}
