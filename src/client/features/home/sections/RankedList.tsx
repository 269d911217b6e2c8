import type { RankedStory } from '../../../../shared/home/api';
import styles from '../Home.module.css';
import { StoryItem } from '../StoryTile';

export function RankedList({ items }: { items: RankedStory[] }) {
  return (
    <ol className={styles.ranked}>
      {items.map((s) => (
        <li key={s.id}>
          <StoryItem story={s} rank={s.rank} />
        </li>
      ))}
    </ol>
  );
}
