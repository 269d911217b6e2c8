import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { selectPartById, selectPartMeta, selectPartParagraphs } from '../../../reducers/stories/partsSlice';
import { selectReadingTheme } from '../../../reducers/reader/readerSlice';
import type { RootState } from '../../../reducers/rootReducer';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { selectViewer } from '../../../reducers/session/sessionSlice';
import { selectPartNeighbours, selectStoryById } from '../../../reducers/stories/storiesSlice';
import { readerMessages as r } from '../../../shared/reader/messages';
import { readingMessages as m } from '../../../shared/stories/messages';
import { TEXT_LIMITS as L } from '../../../shared/common/limits';
import { pathOf, profilePath } from '../../../shared/common/slug';
import { FitText } from '../../components/FitText';
import { Link } from '../../router/Link';
import { rewriteAddress } from '../../router/navigation';
import { StoryNotFound } from '../notFound/StoryNotFound';
import { AddToListButton } from '../lists/AddToListButton';
import { StoryError } from '../stories/StoryError';
import { EndOfPart } from './EndOfPart';
import { ReportLink } from '../reports/ReportLink';
import { REPORTS_MESSAGES } from '../../../shared/reports/messages';
import { storyReport } from '../../../shared/reports/routes';
import { LockedPart } from './LockedPart';
import extras from './ReaderExtras.module.css';
import styles from './ReaderPage.module.css';
import { isRestrictedError, StoryRestricted } from './StoryRestricted';
import { ThemePicker } from './ThemePicker';
import { usePositionSync } from './usePositionSync';
import { VoteButton } from './VoteButton';
import { PollBlock } from '../polls/PollBlock';
import { Loader } from '../../components/Loader';
import { ParagraphDrawerHost, ParagraphText } from '../comments/paragraphs/ParagraphText';
import { deferred } from '../../app/Deferred';
// The comments' styles stay linked in the part page's <head> (readers without JavaScript).
import '../comments/Comments.module.css';

/**
 * The part's comments: their code loads, and they hydrate, once the page is idle (or at a touch):
 * a task of their own after the page's, not part of it.
 */
const PartComments = deferred(
  // The section's own chunk too: the region counts as hydrated (a held click is replayed) only
  // once all of it is, PartComments' inner Suspense boundary included.
  () =>
    Promise.all([
      import(/* webpackChunkName: "part-comments" */ '../comments/PartComments'),
      import(/* webpackChunkName: "comments" */ '../comments/CommentsSection'),
    ]).then(([m]) => m.PartComments),
  { when: 'idle' },
);

export default function ReaderPage() {
  const partId = Number(useSelector(selectRouter).params.partId);
  const part = useSelector((s: RootState) => selectPartById(s, partId));
  const meta = useSelector((s: RootState) => selectPartMeta(s, partId));
  const paragraphs = useSelector((s: RootState) => selectPartParagraphs(s, partId));
  const story = useSelector((s: RootState) => (part ? selectStoryById(s, part.groupId) : undefined));
  const nav = useSelector((s: RootState) => selectPartNeighbours(s, part?.groupId ?? '', partId));
  const theme = useSelector(selectReadingTheme);
  const viewer = useSelector(selectViewer);
  const textRef = useRef<HTMLDivElement>(null);
  usePositionSync(part && !part.isBlocked ? part.groupId : '', partId, textRef);

  useEffect(() => {
    if (part) rewriteAddress(pathOf(part.url));
  }, [part]);

  if (meta.status === 'failed') {
    if (isRestrictedError(meta.error)) return <StoryRestricted />;
    return meta.error?.code === 1020 || meta.error?.status === 404 ? <StoryNotFound /> : <StoryError />;
  }
  if (!part || !story || !paragraphs) return <Loader />;

  return (
    <article className={`${styles.reader} ${extras.themed}`} data-theme={theme}>
      <header className={styles.head}>
        <p className={styles.storyTitle}>
          <Link href={pathOf(story.url)}>
            <FitText text={story.title} {...L.headerStoryTitle} />
          </Link>
        </p>
        <h1 className={styles.partTitle}>{part.title}</h1>
        <p className={styles.byline}>
          by{' '}
          <Link href={profilePath(story.user.name)}>
            <FitText text={story.user.fullname || story.user.name} {...L.headerAuthor} />
          </Link>
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
      <div className={extras.toolbar}>
        <ThemePicker />
        {viewer && (
          <AddToListButton
            storyId={story.id}
            label={r.addToLibrary}
            savedLabel={r.inLibrary}
            disabled={false}
            buttonClassName={extras.libraryButton}
          />
        )}
      </div>
      {part.isBlocked ? (
        <LockedPart />
      ) : (
        <div className={styles.text} ref={textRef}>
          <ParagraphText partId={partId} partPath={pathOf(part.url)} paragraphs={paragraphs} />
        </div>
      )}
      {!part.isBlocked && (
        <ParagraphDrawerHost
          partId={partId}
          partTitle={part.title}
          partPath={pathOf(part.url)}
          paragraphs={paragraphs}
        />
      )}
      <div className={extras.toolbar}>
        <VoteButton part={part} />
        {viewer?.username !== story.user.name && (
          <ReportLink target={storyReport(story, pathOf(part.url), part.id)}>
            {REPORTS_MESSAGES.reportStory}
          </ReportLink>
        )}
      </div>
      <PollBlock storyId={story.id} partId={part.id} ownerName={story.user.name} />
      <EndOfPart story={story} next={nav.next} />
      {!part.isBlocked && <PartComments part={part} story={story} />}
    </article>
  );
}
