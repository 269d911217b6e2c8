import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  commentsActions,
  selectCommentList,
  selectPartCommentDelta,
  selectCommentThread,
  selectCommentsToast,
  type CommentThread,
} from '../../../reducers/comments/commentsSlice';
import type { RootState } from '../../../reducers/rootReducer';
import type { PartEntity } from '../../../reducers/stories/partsSlice';
import { selectViewer } from '../../../reducers/session/sessionSlice';
import { commentThreadClosed } from '../../../shared/comments/actions';
import type { CommentResource } from '../../../shared/comments/api';
import { COMMENTS_MESSAGES as M } from '../../../shared/comments/messages';
import { COMMENTS_ANCHOR, commentAnchor } from '../../../shared/comments/routes';
import { abbreviateNumber } from '../../../shared/common/format';
import { pathOf } from '../../../shared/common/slug';
import type { Story } from '../../../shared/stories/api';
import { Toast } from '../../components/Toast';
import { showsAds } from './adSlots';
import { CommentBox } from './CommentBox';
import { CommentItem } from './CommentItem';
import { CommentList } from './CommentList';
import { CommentsScopeProvider } from './scope';
import styles from './Comments.module.css';
import { Loader } from '../../components/Loader';

/** The deep-linked comment (or "The comment cannot be found.") scrolled into view once shown. */
function useScrollTo(thread: CommentThread | null) {
  const target = thread && thread.status !== 'loading' ? commentAnchor(thread.commentId) : null;
  useEffect(() => {
    if (target) document.getElementById(target)?.scrollIntoView({ block: 'center' });
  }, [target]);
}

function ThreadView({
  thread,
  partResource,
  back,
}: {
  thread: CommentThread;
  partResource: CommentResource;
  back: string;
}) {
  const dispatch = useDispatch();
  useScrollTo(thread);
  return (
    <>
      <a
        className={styles.returnLink}
        href={`${back}#${COMMENTS_ANCHOR}`}
        onClick={(e) => {
          e.preventDefault();
          window.history.replaceState(null, '', `${back}#${COMMENTS_ANCHOR}`);
          dispatch(commentThreadClosed({ partResource }));
        }}
      >
        ← {M.returnToAll}
      </a>
      {thread.status === 'loading' && <Loader label="Loading comments" />}
      {thread.status === 'missing' && (
        <p className={styles.notFound} id={commentAnchor(thread.commentId)} role="alert">
          {M.notFound}
        </p>
      )}
      {thread.status === 'found' && thread.rootId && (
        <ul className={styles.list}>
          <CommentItem id={thread.rootId} depth={0} replyOpen />
        </ul>
      )}
    </>
  );
}

/**
 * The part's comments (reading-discovery §2 "Comments"): the count, the box, the list (sets of 10,
 * "Show more" and scroll loading, ad slots), or one thread (`?commentId=`) with "Return to all
 * comments"; the delete failure toast. Server-rendered from the part page's preload, so it all
 * works as links and forms without JavaScript.
 */
export function CommentsSection({ part, story }: { part: PartEntity; story: Story }) {
  const dispatch = useDispatch();
  const partResource = useMemo<CommentResource>(
    () => ({ namespace: 'parts', resourceId: String(part.id) }),
    [part.id],
  );
  const back = pathOf(part.url);
  const viewer = useSelector(selectViewer);
  const list = useSelector((s: RootState) => selectCommentList(s, partResource));
  const thread = useSelector(selectCommentThread);
  const toast = useSelector(selectCommentsToast);
  const delta = useSelector((s: RootState) => selectPartCommentDelta(s, part.id));
  const count = Math.max(0, part.commentCount + delta);

  return (
    <CommentsScopeProvider back={back}>
      <section className={styles.section} id={COMMENTS_ANCHOR} aria-labelledby="comments-title">
        <h2 id="comments-title" className={styles.title}>
          Comments <span className={styles.count}>({abbreviateNumber(count)})</span>
        </h2>
        {thread ? (
          <ThreadView thread={thread} partResource={partResource} back={back} />
        ) : (
          <>
            <CommentBox resource={partResource} />
            {list.from && (
              <a className={styles.returnLink} href={`${back}#${COMMENTS_ANCHOR}`}>
                ← {M.returnToAll}
              </a>
            )}
            <CommentList resource={partResource} ads={showsAds(viewer, story)} scrollLoad />
          </>
        )}
        {toast && <Toast message={toast} onDismiss={() => dispatch(commentsActions.toastDismissed())} />}
      </section>
    </CommentsScopeProvider>
  );
}
