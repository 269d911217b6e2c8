import { useDispatch } from 'react-redux';
import { promotedClicked } from '../../../../reducers/home/homeSlice';
import type { StoryCard } from '../../../../shared/api/stories';
import styles from '../Home.module.css';
import { StoryItem } from '../StoryTile';

/** A promoted story: impression pixels render with the section; clicks call the click URLs. */
export function Promoted({
  item,
  tracking,
}: {
  item: StoryCard;
  tracking: { clicks: string[]; impressions: string[] };
}) {
  const dispatch = useDispatch();
  return (
    <div className={styles.promoted}>
      <span className={styles.promotedLabel}>Promoted</span>
      <StoryItem story={item} onClick={() => dispatch(promotedClicked({ urls: tracking.clicks }))} />
      {tracking.impressions.map((url) => (
        <img key={url} src={url} width={1} height={1} alt="" className={styles.pixel} />
      ))}
    </div>
  );
}
