import { lazy, Suspense, useCallback, useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  paragraphCommentsActions,
  selectFocusMarker,
  selectParagraphCounts,
  selectParagraphDrawer,
} from '../../../../reducers/comments/drawerSlice';
import type { RootState } from '../../../../reducers/rootReducer';
import { selectRouter } from '../../../../reducers/router/routerSlice';
import {
  paragraphCountsRequested,
  paragraphDrawerRequested,
  paragraphInitialCommentFound,
} from '../../../../shared/comments/paragraphActions';
import { PARAGRAPH_MESSAGES as M } from '../../../../shared/comments/paragraphMessages';
import { paragraphPagePath } from '../../../../shared/comments/paragraphRoutes';
import { abbreviateNumber } from '../../../../shared/common/format';
import type { Paragraph } from '../../../../shared/stories/api';
import { useHydrated } from '../../../components/useHydrated';
import { displayParagraphHtml } from './paragraphHtml';
import styles from './Paragraphs.module.css';

const ParagraphDrawer = lazy(() =>
  import(/* webpackChunkName: "paragraph-drawer" */ './ParagraphDrawer').then((m) => ({
    default: m.ParagraphDrawer,
  })),
);

interface Props {
  partId: number;
  partTitle: string;
  /** The part's path (`/{partId}-{slug}`). */
  partPath: string;
  paragraphs: readonly Paragraph[];
}

/**
 * The part's paragraphs (the iframe rule of `paragraphHtml.ts` applied), each with its comment
 * marker (reading-discovery §2 "Comments"): its count, or a "+" to add one when it has none (the
 * count is hidden at zero). A marker is a link to the paragraph's page without JavaScript; once
 * hydrated, a button opening the drawer. Each sits in a gutter its paragraph reserves, with a fixed
 * size, so counts arriving after hydration move no text. The markers are plain elements of this one
 * component (no component, selector or effect per paragraph: a long part renders hundreds).
 */
export function ParagraphText({ partId, partPath, paragraphs }: Omit<Props, 'partTitle'>) {
  const dispatch = useDispatch();
  const hydrated = useHydrated();
  const counts = useSelector((s: RootState) => selectParagraphCounts(s, partId));
  const focusMarker = useSelector(selectFocusMarker);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dispatch(paragraphCountsRequested({ partId }));
  }, [dispatch, partId]);

  // The drawer has closed: its marker gets the focus back.
  useEffect(() => {
    if (!focusMarker) return;
    box.current?.querySelector<HTMLElement>(`a[data-paragraph="${focusMarker}"]`)?.focus();
    dispatch(paragraphCommentsActions.focusReturned());
  }, [focusMarker, dispatch]);

  const open = useCallback(
    (e: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>) => {
      const paragraphId = e.currentTarget.dataset.paragraph;
      if (!paragraphId) return;
      e.preventDefault();
      dispatch(paragraphDrawerRequested({ partId, paragraphId }));
    },
    [dispatch, partId],
  );
  const onClick = useCallback(
    (e: MouseEvent<HTMLAnchorElement>) => {
      if (!(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0)) open(e);
    },
    [open],
  );
  // A button opens on Space too (Enter is the link's own click).
  const onKeyDown = useCallback((e: KeyboardEvent<HTMLAnchorElement>) => e.key === ' ' && open(e), [open]);

  return (
    <div ref={box}>
      {paragraphs.map((p) => {
        const count = counts[p.id] ?? 0;
        return (
          <div key={p.id} className={styles.block}>
            <p data-p-id={p.id} dangerouslySetInnerHTML={{ __html: displayParagraphHtml(p.html) }} />
            <a
              href={paragraphPagePath(partPath, p.id)}
              rel="nofollow"
              className={count > 0 ? `${styles.marker} ${styles.counted}` : styles.marker}
              role={hydrated ? 'button' : undefined}
              aria-haspopup={hydrated ? 'dialog' : undefined}
              aria-label={M.markerLabel(count)}
              data-paragraph={p.id}
              data-count={count}
              onClick={onClick}
              onKeyDown={onKeyDown}
            >
              <span aria-hidden="true">{count > 0 ? abbreviateNumber(count) : '+'}</span>
            </a>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The paragraph drawer of the reading page, whose code loads when it first opens; when the page
 * came with `?commentId=`, asks whether that comment is on a paragraph (then its drawer opens).
 * Mounted beside the text (outside it: the text's paragraph styles stay out of the drawer).
 */
export function ParagraphDrawerHost({ partId, partTitle, partPath, paragraphs }: Props) {
  const dispatch = useDispatch();
  const drawer = useSelector(selectParagraphDrawer);
  const search = useSelector(selectRouter).search;

  useEffect(() => {
    const commentId = new URLSearchParams(search).get('commentId');
    if (commentId) dispatch(paragraphInitialCommentFound({ partId, commentId }));
  }, [dispatch, partId, search]);

  const open = drawer && drawer.partId === partId ? drawer : null;
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ParagraphDrawer
        drawer={open}
        partTitle={partTitle}
        partPath={partPath}
        paragraph={paragraphs.find((p) => p.id === open.paragraphId)}
      />
    </Suspense>
  );
}
