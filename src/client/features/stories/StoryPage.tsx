import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import type { RootState } from '../../../reducers/rootReducer';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { selectSavedPosition } from '../../../reducers/reader/readerSlice';
import { selectViewer } from '../../../reducers/session/sessionSlice';
import { selectStoryById, selectStoryMeta } from '../../../reducers/stories/storiesSlice';
import type { Story } from '../../../shared/stories/api';
import { readerMessages as r } from '../../../shared/reader/messages';
import { readingMessages as m } from '../../../shared/stories/messages';
import { licenceName } from '../../../shared/myworks/licences';
import { parseQuery } from '../../../shared/routes';
import { abbreviateNumber, formatReadTime, readMinutes, showsReadTime } from '../../../shared/common/format';
import { pathOf, profilePath } from '../../../shared/common/slug';
import { StoryBadges } from '../../components/Badges';
import { Cover } from '../../components/Cover';
import { FlaggedLabel } from '../imageAppeal/FlaggedLabel';
import { selectCoverFlag } from '../../../reducers/imageAppeal/imageAppealSlice';
import { FLAGGED_PLACEHOLDER } from '../../../shared/imageAppeal/validation';
import { useNow } from '../../components/useNow';
import { Link } from '../../router/Link';
import { rewriteAddress } from '../../router/navigation';
import { StoryNotFound } from '../notFound/StoryNotFound';
import { PartList, ScheduledPartList } from './PartList';
import { isDraftStory, SignUpPanel, StoryActions } from './StoryActions';
import { StoryError } from './StoryError';
import styles from './StoryPage.module.css';
import { ReportLink } from '../reports/ReportLink';
import { REPORTS_MESSAGES } from '../../../shared/reports/messages';
import { storyReport } from '../../../shared/reports/routes';
import { Loader } from '../../components/Loader';
import { deferred } from '../../app/Deferred';

/** "You may also like" is below the fold: its code loads, and it hydrates, when it nears the view. */
const SimilarStories = deferred(
  () => import(/* webpackChunkName: "similar-stories" */ './SimilarStories').then((m) => m.SimilarStories),
  { when: 'visible' },
);

export type StoryTab = 'story-detail' | 'toc';

/** Tabs are real links (`?tab=`); the table of contents is the default. */
function Tabs({ base, tab }: { base: string; tab: StoryTab }) {
  return (
    <nav className={styles.tabs} aria-label="Story sections">
      <Link href={`${base}?tab=story-detail`} aria-current={tab === 'story-detail' ? 'page' : undefined}>
        {r.storyDetailTab}
      </Link>
      <Link href={`${base}?tab=toc`} aria-current={tab === 'toc' ? 'page' : undefined}>
        {r.tocTab}
      </Link>
    </nav>
  );
}

/** The best tag ranking, linking to the story's rankings page. */
function TagRankings({ story }: { story: Story }) {
  if (story.tagRankings.length === 0) return null;
  const best = [...story.tagRankings].sort((a, b) => a.rank - b.rank)[0];
  return (
    <p className={styles.rankings}>
      <Link href={`${pathOf(story.url)}/rankings`}>
        {r.tagRankings}: {r.rankIn(best.rank, best.name)}
      </Link>
    </p>
  );
}

export default function StoryPage() {
  const { params, search } = useSelector(selectRouter);
  const story = useSelector((s: RootState) => selectStoryById(s, params.id));
  const meta = useSelector((s: RootState) => selectStoryMeta(s, params.id));
  const viewer = useSelector(selectViewer);
  const coverFlag = useSelector((s: RootState) => selectCoverFlag(s, params.id));
  // The signed-in reader's saved part is marked in the parts list ("the part being read is marked").
  const readingPart = useSelector((s: RootState) => selectSavedPosition(s, params.id).part);
  const now = useNow();
  const query = parseQuery(search);
  const tab: StoryTab = query.tab === 'story-detail' ? 'story-detail' : 'toc';

  // The address is rewritten to the story's canonical url when it differs (reading-discovery §2).
  useEffect(() => {
    if (story) rewriteAddress(pathOf(story.url));
  }, [story]);

  if (meta.status === 'failed') {
    return meta.error?.code === 1017 || meta.error?.status === 404 ? <StoryNotFound /> : <StoryError />;
  }
  if (!story) return <Loader />;

  const base = pathOf(story.url);
  return (
    <article className={styles.story}>
      <div className={styles.hero}>
        <div>
          <Cover
            src={coverFlag?.flagged && !coverFlag.mine ? FLAGGED_PLACEHOLDER : story.cover}
            title={story.title}
            width={200}
            eager
          />
          {coverFlag?.flagged && coverFlag.mine && <FlaggedLabel imageUrl={coverFlag.imageUrl} />}
        </div>
        <div className={styles.info}>
          <h1 className={styles.title}>{story.title}</h1>
          <p className={styles.author}>
            by{' '}
            <Link className={styles.authorName} href={profilePath(story.user.name)}>
              {story.user.fullname || story.user.name}
            </Link>
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
            {showsReadTime(story.language.id) && (
              <div>
                <dt>Time</dt>
                <dd>{formatReadTime(readMinutes(story.length))}</dd>
              </div>
            )}
          </dl>
          <StoryBadges completed={story.completed} mature={story.mature} paid={story.isPaywalled} />
          {story.deleted && <p className={styles.status}>{m.deleted}</p>}
          {isDraftStory(story) && <p className={styles.status}>{m.draft}</p>}
          {viewer?.username === story.user.name && (
            <p>
              <Link href={`/myworks/${story.id}`}>{m.editStory}</Link>
            </p>
          )}
          <StoryActions story={story} />
        </div>
      </div>
      {!viewer && <SignUpPanel story={story} />}
      <Tabs base={base} tab={tab} />
      <div className={styles.columns} data-tab={tab}>
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
          <TagRankings story={story} />
          <p className={styles.licence}>© {licenceName(story.copyright)}</p>
          {viewer?.username !== story.user.name && (
            <p className={styles.licence}>
              <ReportLink target={storyReport(story, base)}>{REPORTS_MESSAGES.reportStory}</ReportLink>
            </p>
          )}
        </section>
        <section className={styles.toc} aria-labelledby="toc-heading">
          <h2 id="toc-heading">{m.tableOfContents}</h2>
          <PartList
            parts={story.parts}
            currentId={readingPart ?? undefined}
            now={now}
            showAll={query.all === '1'}
            seeAllHref={`${base}?tab=toc&all=1`}
          />
          <ScheduledPartList story={story} />
        </section>
      </div>
      <SimilarStories storyId={story.id} />
    </article>
  );
}
