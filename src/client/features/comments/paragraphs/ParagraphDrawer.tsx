import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useDispatch } from 'react-redux';
import type { ParagraphDrawer as Drawer } from '../../../../reducers/comments/drawerSlice';
import { paragraphDrawerCloseRequested } from '../../../../shared/comments/paragraphActions';
import { PARAGRAPH_MESSAGES as M } from '../../../../shared/comments/paragraphMessages';
import { paragraphResource } from '../../../../shared/comments/paragraphRoutes';
import { commentAnchor } from '../../../../shared/comments/routes';
import type { Paragraph } from '../../../../shared/stories/api';
import { focusablesIn, MODAL_OPEN_CLASS, trapTab } from '../../../components/modal/modalManager';
import { CommentBox } from '../CommentBox';
import { CommentList } from '../CommentList';
import { CommentsScopeProvider } from '../scope';
import { displayParagraphHtml } from './paragraphHtml';
import styles from './Paragraphs.module.css';

interface Props {
  drawer: Drawer;
  partTitle: string;
  partPath: string;
  /** Undefined when the paragraph is no longer in the part (an old link's comment). */
  paragraph: Paragraph | undefined;
}

/**
 * The paragraph drawer over the reading page (reading-discovery §2 "Comments", §4 "Paragraph
 * drawer"): the part title, the paragraph's text and its comments with the comment box. Focus
 * moves in and stays in while it is open; Escape, the close button or the backdrop close it
 * (a 300 ms slide-out, then the saga moves the marker's count and the focus goes back to it).
 */
export function ParagraphDrawer({ drawer, partTitle, partPath, paragraph }: Props) {
  const dispatch = useDispatch();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const resource = useMemo(
    () => paragraphResource(drawer.partId, drawer.paragraphId),
    [drawer.partId, drawer.paragraphId],
  );
  const closing = drawer.phase === 'closing';
  const initial = drawer.initialCommentId;

  const close = useCallback(() => {
    // The initial comment is cleared from the address as well as from the state.
    if (initial && window.location.search) window.history.replaceState(null, '', window.location.pathname);
    dispatch(paragraphDrawerCloseRequested());
  }, [dispatch, initial]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    (focusablesIn(dialog)[0] ?? dialog).focus();
    const onKey = (e: KeyboardEvent) => {
      // A modal opened from inside the drawer (the sign-up prompt) handles its own keys.
      if (document.body.classList.contains(MODAL_OPEN_CLASS)) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        close();
      } else if (e.key === 'Tab') {
        trapTab(e, dialog);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);

  useEffect(() => {
    if (initial) document.getElementById(commentAnchor(initial))?.scrollIntoView({ block: 'center' });
  }, [initial]);

  return (
    <div className={closing ? `${styles.backdrop} ${styles.backdropOut}` : styles.backdrop}>
      <div className={styles.scrim} onClick={close} aria-hidden="true" />
      <div
        ref={ref}
        className={closing ? `${styles.drawer} ${styles.closing}` : styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.drawerHead}>
          <h2 id={titleId} className={styles.drawerTitle}>
            {partTitle}
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label={M.close}>
            ×
          </button>
        </div>
        {paragraph ? (
          <blockquote
            className={styles.quote}
            aria-label={M.drawerLabel}
            dangerouslySetInnerHTML={{ __html: displayParagraphHtml(paragraph.html) }}
          />
        ) : (
          <p className={styles.quote}>{M.paragraphNotFound}</p>
        )}
        <CommentsScopeProvider back={partPath}>
          <CommentBox resource={resource} />
          <CommentList resource={resource} />
        </CommentsScopeProvider>
      </div>
    </div>
  );
}
