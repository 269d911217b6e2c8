import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectConfig } from '../../../reducers/config/configSlice';
import type { RootState } from '../../../reducers/rootReducer';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { selectStoryById, selectStoryMeta } from '../../../reducers/stories/storiesSlice';
import { readingMessages as m } from '../../../shared/messages/reading';
import { abbreviateNumber } from '../../../shared/text/format';
import { pathOf } from '../../../shared/text/slug';
import { StoryBadges } from '../../components/Badges';
import { Cover } from '../../components/Cover';
import { Link } from '../../router/Link';
import { rewriteAddress } from '../../router/navigation';
import { StoryNotFound } from '../notFound/StoryNotFound';
import { PartList } from './PartList';
import { StoryError } from './StoryError';
import styles from './StoryPage.module.css';

export default function StoryPage() {
  const { params } = useSelector(selectRouter);
  const story = useSelector((s: RootState) => selectStoryById(s, params.id));
  const meta = useSelector((s: RootState) => selectStoryMeta(s, params.id));
  const { renderedAt } = useSelector(selectConfig);

  // The address is rewritten to the story's canonical url when it differs (reading-discovery §2).
  useEffect(() => {
    if (story) rewriteAddress(pathOf(story.url));
  }, [story]);

  if (meta.status === 'failed') {
    return meta.error?.code === 1017 || meta.error?.status === 404 ? <StoryNotFound /> : <StoryError />;
  }
  if (!story) return <p role="status">Loading…</p>;

  const firstPart = story.parts.find((p) => !p.deleted && !p.draft) ?? story.parts[0];
  return (
    <article className={styles.story}>
      <div className={styles.hero}>
        <Cover src={story.cover} title={story.title} width={200} eager />
        <div className={styles.info}>
          <h1 className={styles.title}>{story.title}</h1>
          <p className={styles.author}>
            by <span className={styles.authorName}>{story.user.fullname || story.user.name}</span>
          </p>
          <dl className={styles.stats}>
            <div>
              <dt>Reads</dt>
              <dd>{abbreviateNumber(story.readCount)}</dd>
            </div>
            <div>
              <dt>Votes</dt>
              <dd>{abbreviateNumber(story.voteCount)}</dd>
            </div>
            <div>
              <dt>Parts</dt>
              <dd>{story.numParts}</dd>
            </div>
          </dl>
          <StoryBadges completed={story.completed} mature={story.mature} />
          {story.deleted && <p className={styles.status}>{m.deleted}</p>}
          {firstPart && (
            <p>
              <Link className={styles.start} href={pathOf(firstPart.url)}>
                {m.startReading}
              </Link>
            </p>
          )}
        </div>
      </div>
      <div className={styles.columns}>
        <section className={styles.about} aria-label="About this story">
          <p className={styles.description}>{story.description}</p>
          {story.tags.length > 0 && (
            <ul className={styles.tags} aria-label="Tags">
              {story.tags.map((t) => (
                <li key={t}>
                  <a href={`/stories/${encodeURIComponent(t)}`}>#{t}</a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={styles.toc} aria-labelledby="toc-heading">
          <h2 id="toc-heading">{m.tableOfContents}</h2>
          <PartList parts={story.parts} now={renderedAt} />
        </section>
      </div>
    </article>
  );
}
