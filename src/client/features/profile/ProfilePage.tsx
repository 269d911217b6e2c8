import { useDispatch, useSelector } from 'react-redux';
import { selectProfile, toastDismissed } from '../../../reducers/profile/profileSlice';
import { selectRouter } from '../../../reducers/router/routerSlice';
import type { ReadingList } from '../../../shared/lists/api';
import type { StoryCard } from '../../../shared/stories/api';
import { PROFILE_WORKS_MAX, PROFILE_WORKS_PAGE, profileWorksShown } from '../../../shared/profile/works';
import { FOLLOW_MESSAGES as F, LIBRARY_TEXT } from '../../../shared/lists/messages';
import { SEARCH_MESSAGES } from '../../../shared/search/messages';
import { profilePath } from '../../../shared/common/slug';
import { navigate } from '../../router/navigation';
import { parseQuery } from '../../../shared/routes';
import { abbreviateNumber, countOf, truncate } from '../../../shared/common/format';
import { TEXT_LIMITS as L } from '../../../shared/common/limits';
import { Cover } from '../../components/Cover';
import { readingListPath } from '../../../shared/lists/forms';
import { Link } from '../../router/Link';
import { StoryNotFound } from '../notFound/StoryNotFound';
import { FollowButton } from './FollowButton';
import { Toast } from '../../components/Toast';
import { UserBadges } from './UserBadges';
import styles from './Profile.module.css';
import { Loader } from '../../components/Loader';
import { RestrictedOr } from '../safety/RestrictedProfile';
import { SafetyMenu } from '../safety/SafetyMenu';

const LOAD_MORE_FAILED = SEARCH_MESSAGES.loadMoreFailed;

const monthYear = (iso: string): string =>
  iso ? new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }) : '';

/** `/user/{username}`: about, published works, reading lists, followers and following counts. */
export default function ProfilePage() {
  const dispatch = useDispatch();
  const { search } = useSelector(selectRouter);
  const { status, data, error, toast } = useSelector(selectProfile);
  // The no-JavaScript follow form comes back with `?follow=failed|unfollow-failed` on failure.
  const formFailure = parseQuery(search).follow;
  const message =
    toast ??
    (formFailure === 'failed' ? F.followFailed : formFailure === 'unfollow-failed' ? F.unfollowFailed : null);

  if (status === 'failed') {
    if (error?.code === 1014 || error?.status === 404) return <StoryNotFound />;
    return (
      <p className={styles.error} role="alert">
        Something went wrong, try refreshing.
      </p>
    );
  }
  if (!data) return <Loader />;
  const { user, stories, lists } = data;
  const counts: [string, number][] = [
    ['Works', user.numStoriesPublished],
    ['Reading lists', user.numLists],
    ['Followers', user.numFollowers],
    ['Following', user.numFollowing],
  ];
  return (
    <RestrictedOr user={user}>
      <article className={styles.profile}>
        {message && (
          <Toast message={message} onDismiss={toast ? () => dispatch(toastDismissed()) : undefined} />
        )}
        <header className={styles.header}>
          <img
            className={styles.avatar}
            src={user.avatar.replace(/-\d+-(?=[^-/]*$)/, '-128-')}
            width={128}
            height={128}
            alt=""
          />
          <h1 className={styles.name}>{user.name}</h1>
          <p className={styles.username}>{`@${user.username}`}</p>
          <UserBadges user={user} />
          <dl className={styles.counts}>
            {counts.map(([label, n]) => (
              <div key={label}>
                <dd>{abbreviateNumber(n)}</dd>
                <dt>{label}</dt>
              </div>
            ))}
          </dl>
          <FollowButton user={user} />
          <SafetyMenu
            username={user.username}
            name={user.name}
            known={{ muted: user.safety.isMuted, blocked: user.safety.isBlocked }}
            back={profilePath(user.username)}
            report={{
              reportType: 'user',
              username: user.username,
              reportId: { name: user.username, location: profilePath(user.username) },
            }}
          />
        </header>
        <div className={styles.columns}>
          <section className={styles.about} aria-labelledby="about-heading">
            <h2 id="about-heading">About</h2>
            {user.description ? <p className={styles.description}>{user.description}</p> : null}
            {user.createDate && <p className={styles.joined}>Joined {monthYear(user.createDate)}</p>}
          </section>
          <div className={styles.main}>
            <section aria-labelledby="works-heading">
              <h2 id="works-heading">Published works ({abbreviateNumber(stories.total)})</h2>
              {stories.stories.length === 0 ? (
                <p className={styles.empty}>No published stories yet.</p>
              ) : (
                <ul className={styles.works}>
                  {stories.stories.map((s, i) => (
                    <WorkCard key={s.id} story={s} id={`${WORK_ID_PREFIX}${i}`} />
                  ))}
                </ul>
              )}
              <MoreWorks username={user.username} />
            </section>
            <section aria-labelledby="lists-heading">
              <h2 id="lists-heading">Reading lists ({abbreviateNumber(user.numLists)})</h2>
              {lists.length === 0 ? (
                <p className={styles.empty}>No reading lists yet.</p>
              ) : (
                <ul className={styles.lists}>
                  {lists.map((l) => (
                    <ListCard key={l.id} list={l} />
                  ))}
                </ul>
              )}
            </section>
          </div>
        </div>
      </article>
    </RestrictedOr>
  );
}

const WORK_ID_PREFIX = 'work-';

/**
 * "Show more" under the published works: `?works=` one page more, a link that works without
 * JavaScript and lands on the first new work; with JavaScript the address changes in place and the
 * saga loads the page (a failure says so, and the link stays to try again).
 */
function MoreWorks({ username }: { username: string }) {
  const { search } = useSelector(selectRouter);
  const { data, worksStatus } = useSelector(selectProfile);
  const works = profileWorksShown(parseQuery(search).works);
  const shown = data?.stories.stories.length ?? 0;
  const total = data?.stories.total ?? 0;
  const loading = worksStatus !== 'failed' && shown < Math.min(works, total);
  if (loading) return <Loader />;
  if (shown >= total || works >= PROFILE_WORKS_MAX) return null;
  const next = `${profilePath(username)}?works=${works + PROFILE_WORKS_PAGE}`;
  return (
    <>
      {worksStatus === 'failed' && <p role="alert">{LOAD_MORE_FAILED}</p>}
      <p className={styles.more}>
        <a
          href={`${next}#${WORK_ID_PREFIX}${shown}`}
          rel="next"
          onClick={(e) => {
            e.preventDefault();
            void navigate(next, { replace: true });
          }}
        >
          {LIBRARY_TEXT.showMore}
        </a>
      </p>
    </>
  );
}

function WorkCard({ story, id }: { story: StoryCard; id: string }) {
  const href = `/story/${story.id}`;
  return (
    <li className={styles.work} id={id}>
      <Link href={href} aria-hidden tabIndex={-1}>
        <Cover src={story.cover} title={story.title} width={80} />
      </Link>
      <div>
        <h3>
          <Link href={href}>{truncate(story.title, L.storyItemTitle)}</Link>
        </h3>
        <p className={styles.meta}>
          {countOf(story.readCount, 'read')} · {countOf(story.voteCount, 'vote')} ·{' '}
          {countOf(story.numParts, 'part')}
        </p>
        <p className={styles.blurb}>{truncate(story.description, L.storyItemDescription)}</p>
      </div>
    </li>
  );
}

function ListCard({ list }: { list: ReadingList }) {
  return (
    <li className={styles.list}>
      {list.cover ? (
        <Cover src={list.cover} title={list.name} width={64} />
      ) : (
        <span className={styles.noCover} />
      )}
      <div>
        <h3>
          <Link href={readingListPath(list.id)}>{list.name}</Link>
        </h3>
        <p className={styles.meta}>{countOf(list.numStories, 'story', 'stories')}</p>
      </div>
    </li>
  );
}
