import type { CSSProperties } from 'react';
import type { ContinueReadingItem } from '../../../../shared/home/api';
import { truncate } from '../../../../shared/common/format';
import { CONTINUE_READING as CR, TEXT_LIMITS as L } from '../../../../shared/common/limits';
import { pathOf } from '../../../../shared/common/slug';
import { Cover } from '../../../components/Cover';
import { Link } from '../../../router/Link';
import { useHydrated } from '../../../components/useHydrated';
import homeStyles from '../Home.module.css';
import styles from './ContinueReading.module.css';
import { useSlideSwipe } from './useSlideSwipe';

const W = CR.slideWidth;
/**
 * The narrow-screen widths as CSS custom properties (the media queries in the CSS module use them),
 * so the server and the first client render write the same HTML whatever the window size.
 */
const widthVars = {
  '--cr-first-big': `${W.first.big}px`,
  '--cr-first': `${W.first.small}px`,
  '--cr-other-big': `${W.other.big}px`,
  '--cr-other': `${W.other.small}px`,
  '--cr-divider': `${CR.dividerPx}px`,
} as CSSProperties;

/**
 * Which width a slide gets under 575 px (reading-discovery §9, "136 or 213 (first) and 115 or 178
 * (others)"): the larger width is for the big "currentRead" card (the reader's current story; the
 * server puts it first), the smaller one for an "others" card; the first slide takes the "first"
 * pair, every later slide the "others" pair.
 */
function slideClass(item: ContinueReadingItem, i: number): string {
  const big = item.type === 'currentRead';
  if (i === 0) return big ? styles.firstBig : styles.first;
  return big ? styles.otherBig : styles.other;
}

/** The cover's width/height attributes: the slide's narrow-screen width (no layout shift there). */
function coverWidth(item: ContinueReadingItem, i: number): number {
  const pair = i === 0 ? W.first : W.other;
  return item.type === 'currentRead' ? pair.big : pair.small;
}

/**
 * Continue reading. Without JavaScript (and before hydration) narrow screens scroll the row
 * natively; with JavaScript a touch swipe moves slide by slide (`useSlideSwipe`). The divider sits
 * between the last current read and the first other story.
 */
export function ContinueReading({ items }: { items: ContinueReadingItem[] }) {
  const { active, focus, handlers } = useSlideSwipe(items.length);
  const enhanced = useHydrated(); // false on the server and while hydrating: the same HTML
  return (
    <ul
      className={enhanced ? `${styles.track} ${styles.swipe}` : styles.track}
      style={widthVars}
      {...handlers}
    >
      {items.map((s, i) => {
        const divided = i > 0 && items[i - 1].type === 'currentRead' && s.type !== 'currentRead';
        return (
          <li
            key={s.id}
            className={`${styles.slide} ${slideClass(s, i)}${divided ? ` ${styles.divided}` : ''}`}
            aria-current={i === active ? 'true' : undefined}
            onFocus={() => focus(i)}
          >
            <Link href={pathOf(s.current_part.url)} className={homeStyles.tile}>
              <Cover src={s.cover} title={s.title} width={coverWidth(s, i)} />
              <span className={homeStyles.tileTitle}>{truncate(s.title, L.storyItemTitle)}</span>
              <span className={homeStyles.tileMeta}>
                Part {s.current_part.number} of {s.total_parts}
                {s.new_parts > 0 ? ` · ${s.new_parts} new` : ''}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
