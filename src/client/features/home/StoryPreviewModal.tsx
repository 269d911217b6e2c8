import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from '../../../reducers/rootReducer';
import { selectViewer } from '../../../reducers/session/sessionSlice';
import { selectBestTagRanking } from '../../../reducers/reader/readerSlice';
import { collectionsRequested } from '../../../shared/lists/actions';
import { readingPositionRequested } from '../../../shared/reader/actions';
import { tagRankingsRequested } from '../../../shared/stories/actions';
import { readerMessages as r } from '../../../shared/reader/messages';
import { readingMessages as m } from '../../../shared/stories/messages';
import type { StoryCard } from '../../../shared/stories/api';
import { countOf, formatWhen, truncate } from '../../../shared/common/format';
import { TEXT_LIMITS as L } from '../../../shared/common/limits';
import { pathOf } from '../../../shared/common/slug';
import { StoryBadges } from '../../components/Badges';
import { Cover } from '../../components/Cover';
import { Modal } from '../../components/modal/Modal';
import { useNow } from '../../components/useNow';
import { Link } from '../../router/Link';
import { AddToListButton } from '../lists/AddToListButton';
import styles from './Home.module.css';
import { ItemTags } from './StoryTile';

/** "Updated …" (relative under 24 h); its own component, so only an open preview keeps a clock. */
function Updated({ iso }: { iso: string }) {
  const now = useNow();
  return <p className={styles.itemMeta}>{m.updated(formatWhen(iso, now))}</p>;
}

/**
 * The story preview a home tile opens (reading-discovery §2 "Story preview modal"). Signed in, it is
 * the catalog preview: description cut at 220, the main button reads Read — or Continue, resuming
 * there, when the saved position is past the first part. For a visitor it is the generic card:
 * description cut at 400, "Start reading" ("Read now" for paid stories). Tags: 3, 2 on small screens,
 * or, once loaded, the story's best tag ranking linking to its rankings page.
 */
export function StoryPreviewModal({ story, onClose }: { story: StoryCard | null; onClose: () => void }) {
  const dispatch = useDispatch();
  const viewer = useSelector(selectViewer);
  const saved = useSelector((s: RootState) => (story ? s.reader.positions[story.id] : undefined));
  const ranking = useSelector((s: RootState) => (story ? selectBestTagRanking(s, story.id) : null));
  const storyId = story?.id;
  useEffect(() => {
    if (!storyId) return;
    if (viewer) {
      dispatch(readingPositionRequested({ storyId }));
      dispatch(collectionsRequested({ storyIds: [storyId] }));
    }
    dispatch(tagRankingsRequested({ storyId }));
  }, [viewer, storyId, dispatch]);
  if (!story) return null;

  const catalog = Boolean(viewer);
  const resumeAt = saved?.part && saved.part !== story.firstPartId ? saved.part : null;
  const mainLabel = catalog
    ? resumeAt
      ? m.continueReading
      : m.read
    : story.isPaywalled
      ? m.readNow
      : m.startReading;
  const partId = resumeAt ?? story.firstPartId;
  const storyPath = pathOf(story.url);
  return (
    <Modal open onClose={onClose} title={story.title} wide>
      <div className={styles.preview}>
        <Cover src={story.cover} title={story.title} width={144} />
        <div className={styles.previewBody}>
          <p className={styles.itemMeta}>
            {countOf(story.readCount, 'read')} · {countOf(story.voteCount, 'vote')} ·{' '}
            {countOf(story.numParts, 'part')}
          </p>
          <StoryBadges completed={story.completed} mature={story.mature} />
          {story.modifyDate && <Updated iso={story.modifyDate} />}
          <p className={styles.previewDescription}>
            {truncate(story.description, catalog ? L.previewDescription : L.previewCardDescription)}
          </p>
          {/* "tags … or tag ranking linking to {story url}/rankings": the best rank once known */}
          {ranking ? (
            <p className={styles.itemMeta}>
              <Link href={`${storyPath}/rankings`}>{r.rankIn(ranking.rank, ranking.name)}</Link>
            </p>
          ) : (
            <ItemTags story={story} />
          )}
          <div className={styles.previewActions}>
            {partId !== null && (
              <Link href={`/${partId}`} className={styles.previewRead}>
                {mainLabel}
              </Link>
            )}
            <AddToListButton
              storyId={story.id}
              label={r.addToLibrary}
              savedLabel={r.inLibrary}
              disabled={!viewer}
              buttonClassName={styles.previewLibrary}
            />
            <Link href={storyPath}>{m.moreDetails}</Link>
          </div>
        </div>
      </div>
    </Modal>
  );
}
