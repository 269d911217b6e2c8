import { useSelector } from 'react-redux';
import type { RootState } from '../../../reducers/rootReducer';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { selectStoryById, selectStoryMeta } from '../../../reducers/stories/storiesSlice';
import { readerMessages as r } from '../../../shared/reader/messages';
import { pathOf } from '../../../shared/common/slug';
import { Link } from '../../router/Link';
import { StoryNotFound } from '../notFound/StoryNotFound';
import { StoryError } from './StoryError';
import styles from './StoryPage.module.css';
import { Loader } from '../../components/Loader';

/** `/story/{id}/rankings`: the story's rank within each of its tags (by reads). */
export default function StoryRankingsPage() {
  const { params } = useSelector(selectRouter);
  const story = useSelector((s: RootState) => selectStoryById(s, params.id));
  const meta = useSelector((s: RootState) => selectStoryMeta(s, params.id));
  if (meta.status === 'failed') {
    return meta.error?.code === 1017 || meta.error?.status === 404 ? <StoryNotFound /> : <StoryError />;
  }
  if (!story) return <Loader />;
  return (
    <article className={styles.story}>
      <h1 className={styles.title}>{r.rankingsTitle(story.title)}</h1>
      <p>
        <Link href={pathOf(story.url)}>← {story.title}</Link>
      </p>
      <ol className={styles.parts}>
        {[...story.tagRankings]
          .sort((a, b) => a.rank - b.rank)
          .map((t) => (
            <li key={t.name} className={styles.part}>
              <a href={`/stories/${encodeURIComponent(t.name)}`} className={styles.partLink}>
                #{t.name}
              </a>
              <span className={styles.partMeta}>{r.rankIn(t.rank, t.name)}</span>
            </li>
          ))}
      </ol>
    </article>
  );
}
