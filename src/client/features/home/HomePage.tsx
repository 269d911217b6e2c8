import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  homeMoreShown,
  homeNearBottom,
  homeRefreshRequested,
  selectHasMoreSections,
  selectHome,
} from '../../../reducers/home/homeSlice';
import { HOME_NEAR_BOTTOM_PX, HOME_SECTIONS_PER_PAGE } from '../../../shared/home/api';
import { readingMessages as m } from '../../../shared/stories/messages';
import styles from './Home.module.css';
import { SectionView } from './SectionView';
import { Loader } from '../../components/Loader';
import { deferred } from '../../app/Deferred';
// Styles of the deferred regions stay linked in the page's <head> (readers without JavaScript).
import '../lists/Featured.module.css';

/** Sections hydrated with the page: the first screen. The rest hydrate as they near the view. */
const FIRST_SECTIONS = 2;
const LaterSection = deferred(() => import('./SectionView').then((m) => m.SectionView), { when: 'visible' });
const FeaturedLists = deferred(
  () =>
    import(/* webpackChunkName: "featured-lists" */ '../lists/FeaturedLists').then((m) => m.FeaturedLists),
  { when: 'visible' },
);

/** The home feed: 5 sections, then 5 more whenever the reader nears the bottom (or follows "More"). */
export default function HomePage() {
  const home = useSelector(selectHome);
  const hasMore = useSelector(selectHasMoreSections);
  const dispatch = useDispatch();

  useEffect(() => {
    if (home.status !== 'succeeded') return undefined;
    const check = () => {
      const bottom = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      if (bottom <= HOME_NEAR_BOTTOM_PX) dispatch(homeNearBottom());
    };
    window.addEventListener('scroll', check, { passive: true });
    check();
    return () => window.removeEventListener('scroll', check);
  }, [dispatch, home.status, home.visible]);

  if (home.status === 'failed') {
    return (
      <section className={styles.error} role="alert">
        <h1>{m.homeErrorTitle}</h1>
        <p>{m.homeErrorBody}</p>
        <form method="get" action="/home">
          <button
            type="submit"
            className={styles.button}
            onClick={(e) => (e.preventDefault(), dispatch(homeRefreshRequested()))}
          >
            {m.refresh}
          </button>
        </form>
      </section>
    );
  }
  if (home.status !== 'succeeded') {
    return <Loader label="Loading stories…" />;
  }
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">Stories for you</h1>
      {home.sections.slice(0, home.visible).map((s, i) => {
        const Section = i < FIRST_SECTIONS ? SectionView : LaterSection;
        return <Section key={s.index} section={s} viewed={home.viewed.includes(s.index)} />;
      })}
      {hasMore && (
        <p className={styles.more}>
          <a
            href={`/home?show=${home.visible + HOME_SECTIONS_PER_PAGE}#home-section-${home.visible}`}
            rel="next"
            onClick={(e) => (e.preventDefault(), dispatch(homeMoreShown()))}
          >
            More stories
          </a>
        </p>
      )}
      <FeaturedLists />
    </div>
  );
}
