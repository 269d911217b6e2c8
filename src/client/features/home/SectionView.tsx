import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import type { Dispatch } from '@reduxjs/toolkit';
import { itemViewed, sectionViewed } from '../../../reducers/home/homeSlice';
import type { HomeSection } from '../../../shared/home/api';
import styles from './Home.module.css';
import { ContinueReading } from './sections/ContinueReading';
import { FeaturedCarousel } from './sections/FeaturedCarousel';
import { Promoted } from './sections/Promoted';
import { RankedList } from './sections/RankedList';
import { StoryCarousel } from './sections/StoryCarousel';
import { StoryItem } from './StoryTile';

function body(section: HomeSection, dispatch: Dispatch) {
  switch (section.type) {
    case 'featuredCarousel':
      return (
        <FeaturedCarousel
          items={section.data.items}
          onShown={(id) => dispatch(itemViewed({ index: section.index, id }))}
        />
      );
    case 'continueReading':
      return <ContinueReading items={section.data.items} />;
    case 'storyCarousel':
      return <StoryCarousel items={section.data.items} />;
    case 'rankedList':
      return <RankedList items={section.data.listItems} />;
    case 'storyRow':
      return (
        <ul className={styles.row}>
          {section.data.items.slice(0, 6).map((s) => (
            <li key={s.id}>
              <StoryItem story={s} />
            </li>
          ))}
        </ul>
      );
    case 'promoted':
      return <Promoted item={section.data.item} tracking={section.data.tracking} />;
  }
}

/** One home section; reports itself viewed once at least half of it is visible. */
export function SectionView({ section, viewed }: { section: HomeSection; viewed: boolean }) {
  const ref = useRef<HTMLElement>(null);
  const dispatch = useDispatch();
  // Continue reading shows nothing until its items arrive (its own path loads them after mount):
  // the observer starts once the section is on the page.
  const hidden = section.type === 'continueReading' && section.data.items.length === 0;
  useEffect(() => {
    const el = ref.current;
    if (viewed || !el || typeof IntersectionObserver === 'undefined') return undefined;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.intersectionRatio >= 0.5)) {
          dispatch(sectionViewed(section.index));
          io.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [dispatch, section.index, viewed, hidden]);

  if (hidden) return null;
  const headingId = `home-section-${section.index}`;
  return (
    <section
      ref={ref}
      className={styles.section}
      aria-labelledby={headingId}
      data-section-type={section.type}
    >
      <h2 id={headingId} className={styles.sectionHeading}>
        {section.data.heading}
      </h2>
      {body(section, dispatch)}
    </section>
  );
}
