import type { StoryCard } from '../../../shared/api/stories';
import { abbreviateNumber, truncate } from '../../../shared/text/format';
import { pathOf } from '../../../shared/text/slug';
import { StoryBadges } from '../../components/Badges';
import { Cover } from '../../components/Cover';
import { Link } from '../../router/Link';
import styles from './Home.module.css';

/** Cover-first card of carousels (title 35, author 30: reading-discovery §9). */
export function StoryTile({ story, onClick }: { story: StoryCard; onClick?: () => void }) {
  return (
    <Link href={pathOf(story.url)} className={styles.tile} onClick={onClick}>
      <Cover src={story.cover} title={story.title} width={144} />
      <span className={styles.tileTitle}>{truncate(story.title, 35)}</span>
      <span className={styles.tileMeta}>{truncate(story.user.fullname || story.user.name, 30)}</span>
    </Link>
  );
}

/** Wide card of rows and lists (description 170). */
export function StoryItem({
  story,
  rank,
  onClick,
}: {
  story: StoryCard;
  rank?: number;
  onClick?: () => void;
}) {
  return (
    <div className={styles.item}>
      {rank !== undefined && <span className={styles.rank}>{rank}</span>}
      <Link
        href={pathOf(story.url)}
        className={styles.itemCover}
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClick}
      >
        <Cover src={story.cover} title={story.title} width={100} />
      </Link>
      <div className={styles.itemBody}>
        <h3 className={styles.itemTitle}>
          <Link href={pathOf(story.url)} onClick={onClick}>
            {truncate(story.title, 60)}
          </Link>
        </h3>
        <p className={styles.itemMeta}>
          by {truncate(story.user.fullname || story.user.name, 30)} · {abbreviateNumber(story.readCount)}{' '}
          reads · {story.numParts} parts
        </p>
        <StoryBadges completed={story.completed} mature={story.mature} />
        <p className={styles.itemDescription}>{truncate(story.description, 170)}</p>
      </div>
    </div>
  );
}
