import { useDispatch } from 'react-redux';
import { promotedClicked } from '../../../../reducers/home/homeSlice';
import type { StoryCard } from '../../../../shared/stories/api';
import { TEXT_LIMITS as L } from '../../../../shared/common/limits';
import styles from '../Home.module.css';
import { StoryItem } from '../StoryTile';

/**
 * A promoted story, the home's spotlight (one story shown large): its description is cut at 290
 * (reading-discovery §9 "spotlight description"); impression pixels render with the section; clicks
 * call the click URLs.
 */
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
      <StoryItem
        story={item}
        descriptionLimit={L.spotlightDescription}
        onClick={() => dispatch(promotedClicked({ urls: tracking.clicks }))}
      />
      {tracking.impressions.map((url) => (
        <img key={url} src={url} width={1} height={1} alt="" className={styles.pixel} />
      ))}
    </div>
  );
}
