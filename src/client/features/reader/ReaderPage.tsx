import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectPartById, selectPartMeta, selectPartParagraphs } from '../../../reducers/parts/partsSlice';
import type { RootState } from '../../../reducers/rootReducer';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { selectPartNeighbours, selectStoryById } from '../../../reducers/stories/storiesSlice';
import { readingMessages as m } from '../../../shared/messages/reading';
import { pathOf } from '../../../shared/text/slug';
import { Link } from '../../router/Link';
import { rewriteAddress } from '../../router/navigation';
import { StoryNotFound } from '../notFound/StoryNotFound';
import { StoryError } from '../story/StoryError';
import { EndOfPart } from './EndOfPart';
import styles from './ReaderPage.module.css';

export default function ReaderPage() {
  const partId = Number(useSelector(selectRouter).params.partId);
  const part = useSelector((s: RootState) => selectPartById(s, partId));
  const meta = useSelector((s: RootState) => selectPartMeta(s, partId));
  const paragraphs = useSelector((s: RootState) => selectPartParagraphs(s, partId));
  const story = useSelector((s: RootState) => (part ? selectStoryById(s, part.groupId) : undefined));
  const nav = useSelector((s: RootState) => selectPartNeighbours(s, part?.groupId ?? '', partId));

  useEffect(() => {
    if (part) rewriteAddress(pathOf(part.url));
  }, [part]);

  if (meta.status === 'failed') {
    return meta.error?.code === 1020 || meta.error?.status === 404 ? <StoryNotFound /> : <StoryError />;
  }
  if (!part || !story || !paragraphs) return <p role="status">Loading…</p>;

  return (
    <article className={styles.reader}>
      <header className={styles.head}>
        <p className={styles.storyTitle}>
          <Link href={pathOf(story.url)}>{story.title}</Link>
        </p>
        <h1 className={styles.partTitle}>{part.title}</h1>
        <p className={styles.byline}>
          by {story.user.fullname || story.user.name}
          {nav.index >= 0 && (
            <>
              {' '}
              · Part {nav.index + 1} of {nav.total}
            </>
          )}
        </p>
        {nav.prev && (
          <Link className={styles.prev} rel="prev" href={pathOf(nav.prev.url)}>
            ← {m.previousPart}: {nav.prev.title}
          </Link>
        )}
      </header>
      <div className={styles.text}>
        {paragraphs.map((p) => (
          <p key={p.id} data-p-id={p.id} dangerouslySetInnerHTML={{ __html: p.html }} />
        ))}
      </div>
      <EndOfPart story={story} next={nav.next} />
    </article>
  );
}
