import { readingMessages as m } from '../../shared/messages/reading';
import styles from './Badges.module.css';

export function StoryBadges({ completed, mature }: { completed: boolean; mature: boolean }) {
  return (
    <span className={styles.badges}>
      <span className={completed ? styles.complete : styles.ongoing}>
        {completed ? m.complete : m.ongoing}
      </span>
      {mature && <span className={styles.mature}>{m.mature}</span>}
    </span>
  );
}
