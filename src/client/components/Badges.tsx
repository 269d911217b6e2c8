import { readingMessages as m } from '../../shared/stories/messages';
import styles from './Badges.module.css';

/** Complete or Ongoing, plus Mature; the story page adds the paid-original badge (`paid`). */
export function StoryBadges({
  completed,
  mature,
  paid = false,
}: {
  completed: boolean;
  mature: boolean;
  paid?: boolean;
}) {
  return (
    <span className={styles.badges}>
      {paid && <span className={styles.paid}>{m.paidStory}</span>}
      <span className={completed ? styles.complete : styles.ongoing}>
        {completed ? m.complete : m.ongoing}
      </span>
      {mature && <span className={styles.mature}>{m.mature}</span>}
    </span>
  );
}
