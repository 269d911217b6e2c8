import { lazy, Suspense, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { injectSlices } from '../../../reducers/browserReducer';
import { publishingSlices } from '../../../reducers/publishing';
import { selectPublishing, type PublishingState } from '../../../reducers/publishing/publishingSlice';
import { publishOpened } from '../../../shared/publishing/actions';
import { PUBLISHING_MESSAGES as m } from '../../../shared/publishing/messages';
import { useHydrated } from '../../components/useHydrated';
import styles from './Publishing.module.css';

// The button travels in the editor's chunk; its slice is injected as it loads (as `withSlices`
// does for a page's own), and the modal's code loads when it first opens.
injectSlices(publishingSlices);
const PublishModal = lazy(() => import(/* webpackChunkName: "publish-modal" */ './PublishModal'));

/** What the button needs of the part (the editor's `doc.part` has it). */
export interface PublishablePart {
  id: number;
  storyId: number | string;
  /** 'published' | 'draft' | 'scheduled' | 'deleted' */
  status: string;
  scheduledPublishDate: string | null;
}

/** The no-JavaScript publish page of a part (a form; the modal's choices). */
export const publishPagePath = (storyId: number | string, partId: number) =>
  `/myworks/${storyId}/write/${partId}/publish`;

const TRIGGER = 'triggerPublishingScheduler';

/**
 * The part's Publish button (writing-paid-content.md §4): "Publish", or "Change schedule" when
 * the part has a schedule; hidden once the part is published. Without JavaScript it is a link to
 * the publish page; with it, the modal (after the verified-email and story-details checks). An
 * address with `?triggerPublishingScheduler` opens the scheduler at once (the success modal's link).
 */
export function PublishButton({ part }: { part: PublishablePart }) {
  const dispatch = useDispatch();
  const hydrated = useHydrated();
  const state = useSelector((s: { publishing?: PublishingState }) =>
    s.publishing ? selectPublishing(s as { publishing: PublishingState }) : null,
  );
  const storyId = String(part.storyId);
  const schedule = state && part.id in state.schedules ? state.schedules[part.id] : part.scheduledPublishDate;
  const published = part.status === 'published' || Boolean(state?.published[part.id]);

  useEffect(() => {
    if (published || !new URLSearchParams(window.location.search).has(TRIGGER)) return;
    dispatch(publishOpened({ partId: part.id, storyId, schedule: true }));
  }, [dispatch, part.id, storyId, published]);

  const modal = hydrated && state && state.view !== 'closed' && state.view !== 'failed' && (
    <Suspense fallback={null}>
      <PublishModal />
    </Suspense>
  );
  // Published (here or before): no button; the success modal stays until it is closed.
  if (published || part.status === 'deleted') return modal || null;
  const label = schedule ? m.changeSchedule : m.publish;
  return (
    <>
      <a
        href={publishPagePath(storyId, part.id)}
        className={styles.button}
        data-testid="publish-button"
        role={hydrated ? 'button' : undefined}
        onClick={(e) => {
          if (!hydrated || e.metaKey || e.ctrlKey || e.shiftKey) return;
          e.preventDefault();
          dispatch(publishOpened({ partId: part.id, storyId }));
        }}
      >
        {label}
      </a>
      {modal}
    </>
  );
}
