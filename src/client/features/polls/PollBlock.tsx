import { lazy, Suspense, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { injectSlices } from '../../../reducers/browserReducer';
import { pollsSlices, selectPartPolls, selectPollsToast, toastDismissed } from '../../../reducers/polls';
import type { RootState } from '../../../reducers/rootReducer';
import { selectCsrfToken, selectViewer } from '../../../reducers/session/sessionSlice';
import { selectPartById } from '../../../reducers/stories/partsSlice';
import { pathOf } from '../../../shared/common/slug';
import { loginUrl } from '../../components/modal/authLinks';
import { pollsRequested } from '../../../shared/polls/actions';
import { POLLS_ANCHOR } from '../../../shared/polls/forms';
import { Toast } from '../../components/Toast';
import { useHydrated } from '../../components/useHydrated';
import { PollCard } from './PollCard';
import styles from './Polls.module.css';

// The part page's chunk carries the polls' slice: mounted as the page's code loads, before it
// hydrates (as `withSlices` does for a page's own slices).
injectSlices(pollsSlices);

/** The writer's editor: only a story's owner downloads it (the part page's first load stays as it was). */
const PollEditor = lazy(() => import(/* webpackChunkName: "poll-editor" */ './PollEditor'));

/**
 * The part's polls under its text (reading-discovery §2 "Poll block appears on a story part"),
 * server-rendered with the part; the failure toast; and for the story's writer the poll editor.
 */
export function PollBlock({
  storyId,
  partId,
  ownerName,
}: {
  storyId: string;
  partId: number;
  ownerName: string;
}) {
  const dispatch = useDispatch();
  const polls = useSelector((s: RootState) => selectPartPolls(s, partId));
  const toast = useSelector(selectPollsToast);
  const viewer = useSelector(selectViewer);
  const csrfToken = useSelector(selectCsrfToken);
  const part = useSelector((s: RootState) => selectPartById(s, partId));
  const isOwner = Boolean(viewer && viewer.username.toLowerCase() === ownerName.toLowerCase());
  const hasPolls = polls.length > 0;
  // The editor needs JavaScript: it shows once the page runs (never in the server's HTML).
  const hydrated = useHydrated();

  // A visitor's answers ride on their `poll-voter` cookie, which the server's render cannot read:
  // read the polls again once the page runs, so a browser that answered sees its results.
  useEffect(() => {
    if (!viewer && hasPolls) dispatch(pollsRequested({ storyId, partId, refresh: true }));
  }, [viewer, hasPolls, storyId, partId, dispatch]);

  if (!hasPolls && !(isOwner && hydrated) && !toast) return null;
  return (
    <div className={styles.block} id={POLLS_ANCHOR}>
      {polls.map((p) => (
        <PollCard
          key={p.id}
          poll={p}
          storyId={storyId}
          partId={partId}
          loginHref={!viewer && !csrfToken && part ? loginUrl(pathOf(part.url)) : null}
        />
      ))}
      {isOwner && hydrated && (
        <Suspense fallback={null}>
          <PollEditor storyId={storyId} partId={partId} polls={polls} />
        </Suspense>
      )}
      {toast && <Toast message={toast} onDismiss={() => dispatch(toastDismissed())} />}
    </div>
  );
}
