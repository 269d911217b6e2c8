import {
  Fragment,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
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
import { PARAGRAPH_ID_RE, paragraphPagePath } from '../../../../shared/comments/paragraphRoutes';
import { abbreviateNumber } from '../../../../shared/common/format';
import type { Paragraph } from '../../../../shared/stories/api';
import { useHydrated } from '../../../components/useHydrated';
import { displayParagraphHtml } from './paragraphHtml';
import styles from './Paragraphs.module.css';

const COUNTED = `${styles.marker} ${styles.counted}`;
const ADD_LABEL = M.markerLabel(0);

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
 * hydrated, a button opening the drawer. Each sits in a gutter column the grid reserves, with a
 * fixed size, so counts arriving after hydration move no text. The markers are plain elements of
 * this one component — no component, selector, effect or wrapper per paragraph: they are on the
 * server's hot path (the part page), and a long part has hundreds (measured: docs in the report).
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
    box.current?.querySelector<HTMLElement>(`a[href$="/${focusMarker}"]`)?.focus();
    dispatch(paragraphCommentsActions.focusReturned());
  }, [focusMarker, dispatch]);

  // One handler for every marker (events bubble to the grid): nothing per marker but its markup.
  const open = useCallback(
    (e: MouseEvent<HTMLDivElement> | KeyboardEvent<HTMLDivElement>) => {
      const marker = (e.target as Element).closest?.('a');
      // The marker's address ends with its paragraph's id.
      const paragraphId =
        marker?.parentElement === e.currentTarget ? (marker.pathname.split('/').pop() ?? '') : '';
      if (!PARAGRAPH_ID_RE.test(paragraphId)) return;
      e.preventDefault();
      dispatch(paragraphDrawerRequested({ partId, paragraphId }));
    },
    [dispatch, partId],
  );
  const onClick = useCallback(
    (e: MouseEvent<HTMLDivElement>) => {
      if (!(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0)) open(e);
    },
    [open],
  );
  // A button opens on Space too (Enter is the link's own click).
  const onKeyDown = useCallback((e: KeyboardEvent<HTMLDivElement>) => e.key === ' ' && open(e), [open]);
  const role = hydrated ? 'button' : undefined;
  const popup = hydrated ? 'dialog' : undefined;
  const base = paragraphPagePath(partPath, '');

  // Paragraph and marker side by side in a two-column grid (no wrapper element per paragraph).
  return (
    <div ref={box} className={styles.paragraphs} onClick={onClick} onKeyDown={onKeyDown}>
      {paragraphs.map((p) => {
        const count = counts[p.id] ?? 0;
        return (
          <Fragment key={p.id}>
            <p data-p-id={p.id} dangerouslySetInnerHTML={{ __html: displayParagraphHtml(p.html) }} />
            <a
              href={base + p.id}
              rel="nofollow"
              className={count > 0 ? COUNTED : styles.marker}
              role={role}
              aria-haspopup={popup}
              aria-label={count > 0 ? M.markerLabel(count) : ADD_LABEL}
            >
              {count > 0 ? abbreviateNumber(count) : '+'}
            </a>
          </Fragment>
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
