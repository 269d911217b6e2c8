import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import { selectFlag } from '../../../../reducers/flags/flagsSlice';
import type { RootState } from '../../../../reducers/rootReducer';
import { FLAG_LIMIT_INCREASE } from '../../../../shared/flags/api';
import { featuredAutoplayMs, type FeaturedSlide } from '../../../../shared/home/api';
import { TEXT_LIMITS as L } from '../../../../shared/common/limits';
import { pathOf } from '../../../../shared/common/slug';
import { FitText } from '../../../components/FitText';
import { Link } from '../../../router/Link';
import { useHydrated } from '../../../components/useHydrated';
import styles from '../Home.module.css';

/** Resizes re-read the window's width (autoplay stops under 575 px and starts again above). */
const onResize = (cb: () => void) => {
  window.addEventListener('resize', cb);
  return () => window.removeEventListener('resize', cb);
};

/**
 * Featured slides: autoplay every 5500 ms (5000 ms with the limit-increase feature flag, from the
 * store), none under 575 px wide or with reduced motion. Autoplay pauses while the pointer is over
 * the carousel or focus is in it, and goes on when they leave. `onShown` hears of each slide as it
 * becomes the one shown (its impression: the store counts each once, §4).
 */
export function FeaturedCarousel({
  items,
  onShown,
}: {
  items: FeaturedSlide[];
  onShown?: (id: string) => void;
}) {
  const [active, setActive] = useState(0);
  const shownId = items[active]?.id;
  useEffect(() => {
    if (shownId !== undefined) onShown?.(shownId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per slide shown, whoever listens
  }, [shownId]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const limitIncrease = useSelector((s: RootState) => selectFlag(s, FLAG_LIMIT_INCREASE));
  const intervalMs = useSyncExternalStore(
    onResize,
    () => featuredAutoplayMs(limitIncrease, window.innerWidth),
    () => null, // the server renders no autoplay
  );
  const paused = hovered || focused;
  // Until the page hydrates (for good, without JavaScript) the dots cannot switch slides, so every
  // slide is shown and reachable (CSS: sideways, one at a time) rather than hidden behind them.
  const hydrated = useHydrated();
  useEffect(() => {
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (intervalMs === null || still || paused || items.length < 2) return undefined;
    const t = window.setInterval(() => setActive((a) => (a + 1) % items.length), intervalMs);
    return () => window.clearInterval(t);
  }, [items.length, intervalMs, paused]);
  return (
    <div
      className={styles.featured}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <ul className={styles.slides}>
        {items.map((s, i) => (
          <li
            key={s.id}
            className={i === active ? styles.slideActive : styles.slide}
            aria-hidden={hydrated ? i !== active : undefined}
          >
            <Link
              href={pathOf(s.weblink)}
              tabIndex={hydrated && i !== active ? -1 : undefined}
              className={styles.slideLink}
            >
              <img src={s.image} alt="" width={160} height={240} loading={i === 0 ? 'eager' : 'lazy'} />
              <span className={styles.slideText}>
                <span className={styles.slideHeading}>
                  <FitText text={s.heading} wide={L.heroTitle.wide} narrow={L.heroTitle.narrow} />
                </span>
                <span className={styles.slideSub}>
                  <FitText text={s.subheading} {...L.heroDescription} />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.dots} role="group" aria-label="Featured stories">
        {items.map((s, i) => (
          <button
            key={s.id}
            type="button"
            aria-label={`Show ${s.heading}`}
            aria-pressed={i === active}
            onClick={() => setActive(i)}
          />
        ))}
      </div>
    </div>
  );
}
