import { useState, type CSSProperties } from 'react';
import { CAROUSEL_PAGE } from '../../../../shared/home/api';
import type { StoryCard } from '../../../../shared/stories/api';
import { CAROUSEL_STORY_WIDTH } from '../../../../shared/common/limits';
import styles from '../Home.module.css';
import { StoryPreviewModal } from '../StoryPreviewModal';
import { StoryTile } from '../StoryTile';

/** The default story width (§9) as the tiles' minimum width, read by the CSS grid. */
const minWidth = { '--story-min-width': `${CAROUSEL_STORY_WIDTH}px` } as CSSProperties;

/**
 * A row of covers. Wide screens show 5 at a time; the arrows appear only when exactly 5 are shown
 * and more than 5 exist (reading-discovery §4). Every page shows 5: the last one ends at the last
 * story (12 stories: 1–5, 6–10, 8–12), so the arrows never vanish and the reader can page back.
 * Narrow screens scroll it sideways (2.5, 3.5 or 3 per view), a tile never narrower than the default
 * story width (88 px).
 */
export function StoryCarousel({ items }: { items: StoryCard[] }) {
  const [page, setPage] = useState(0);
  // With JavaScript a tile opens the story preview; without, it is a link to the story page.
  const [preview, setPreview] = useState<StoryCard | null>(null);
  const start = Math.max(0, Math.min(page * CAROUSEL_PAGE, items.length - CAROUSEL_PAGE));
  const end = start + CAROUSEL_PAGE;
  const arrows = items.length > CAROUSEL_PAGE;
  return (
    <div className={styles.carousel} style={minWidth}>
      {arrows && (
        <button
          type="button"
          className={styles.arrowPrev}
          aria-label="Previous stories"
          disabled={start === 0}
          onClick={() => setPage(page - 1)}
        >
          ‹
        </button>
      )}
      <ul className={styles.carouselTrack}>
        {items.map((s, i) => (
          <li key={s.id} className={i >= start && i < end ? undefined : styles.offPage}>
            <StoryTile
              story={s}
              onClick={(e) => {
                e.preventDefault();
                setPreview(s);
              }}
            />
          </li>
        ))}
      </ul>
      <StoryPreviewModal story={preview} onClose={() => setPreview(null)} />
      {arrows && (
        <button
          type="button"
          className={styles.arrowNext}
          aria-label="More stories"
          disabled={end >= items.length}
          onClick={() => setPage(page + 1)}
        >
          ›
        </button>
      )}
    </div>
  );
}
