import { Fragment, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectCommentList } from '../../../reducers/comments/commentsSlice';
import type { RootState } from '../../../reducers/rootReducer';
import { commentsRequested, moreCommentsRequested } from '../../../shared/comments/actions';
import type { CommentResource } from '../../../shared/comments/api';
import { COMMENTS_MESSAGES as M } from '../../../shared/comments/messages';
import { commentsAfterUrl } from '../../../shared/comments/routes';
import { AdSlot } from './AdSlot';
import { adSlotPositions } from './adSlots';
import { CommentItem } from './CommentItem';
import { useCommentsScope } from './scope';
import styles from './Comments.module.css';
import { Loader } from '../../components/Loader';

/** Scroll loading starts this close to the end of the list (reading-discovery §9: offset 100). */
export const SCROLL_LOAD_OFFSET_PX = 100;

interface Props {
  /** Whose comments: a part, a paragraph (`{partId}_{paragraphId}`) or a comment (its replies). */
  resource: CommentResource;
  /** 0: a resource's comments; 1, 2: replies (no Reply at 2). */
  depth?: number;
  /** Ad slots between comments (the part's list, unless the story or the viewer skips ads). */
  ads?: boolean;
  /** Load the next set when the end comes within 100 px (the part's list). */
  scrollLoad?: boolean;
}

/**
 * A resource's comments with their states: loading, "There was an issue retrieving comments." with
 * Retry, "Be the first to comment", and "Show more" — a button with JavaScript, a link to the
 * next set (`?after=` cursor) without. Replies (depth > 0) are the plain list.
 */
export function CommentList({ resource, depth = 0, ads = false, scrollLoad = false }: Props) {
  const dispatch = useDispatch();
  const { back } = useCommentsScope();
  const list = useSelector((s: RootState) => selectCommentList(s, resource));
  const end = useRef<HTMLDivElement>(null);
  const more = list.status === 'succeeded' && list.after;

  useEffect(() => {
    const el = end.current;
    if (!scrollLoad || !more || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) dispatch(moreCommentsRequested({ resource }));
      },
      { rootMargin: `0px 0px ${SCROLL_LOAD_OFFSET_PX}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [scrollLoad, more, dispatch, resource]);

  const slots =
    ads && list.status === 'succeeded' ? new Set(adSlotPositions(list.ids.length)) : new Set<number>();
  const items = (
    <ul className={depth ? styles.replies : styles.list}>
      {list.ids.map((id, i) => (
        <Fragment key={id}>
          {slots.has(i) && <AdSlot />}
          <CommentItem id={id} depth={depth} />
        </Fragment>
      ))}
      {slots.has(list.ids.length) && <AdSlot />}
    </ul>
  );
  if (depth > 0) return items;

  return (
    <div className={styles.listWrap} aria-busy={list.status === 'loading'}>
      {list.ids.length > 0 && items}
      {list.status === 'succeeded' && list.ids.length === 0 && <p className={styles.empty}>{M.empty}</p>}
      {list.status === 'failed' && (
        <div className={styles.loadError} role="alert">
          <p>{M.loadFailed}</p>
          <button
            type="button"
            className={styles.secondary}
            onClick={() =>
              dispatch(
                list.ids.length
                  ? moreCommentsRequested({ resource })
                  : commentsRequested({ resource, after: list.from }),
              )
            }
          >
            {M.retry}
          </button>
        </div>
      )}
      <div ref={end} className={styles.listEnd}>
        {list.status === 'loading' && <Loader label="Loading comments" />}
        {more && (
          <a
            className={styles.secondary}
            href={commentsAfterUrl(back, list.after ?? '')}
            onClick={(e) => {
              e.preventDefault();
              dispatch(moreCommentsRequested({ resource }));
            }}
          >
            {M.showMore}
          </a>
        )}
      </div>
    </div>
  );
}
