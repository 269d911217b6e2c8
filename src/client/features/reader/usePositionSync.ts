import { useEffect, useRef, type RefObject } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectConfig } from '../../../reducers/config/configSlice';
import { positionChanged, selectSavedPosition } from '../../../reducers/reader/readerSlice';
import type { RootState } from '../../../reducers/rootReducer';
import { selectCsrfToken, selectViewer } from '../../../reducers/session/sessionSlice';
import { readingPositionRequested } from '../../../shared/reader/actions';
import { POSITION_SAVE_THROTTLE_MS, toPosition } from '../../../shared/reader/validation';
import { beaconPosition } from './http';

/**
 * How far the middle of the window is into the text: 0 at its start, 1 at its end (the middle, not
 * the top, so a short part that can only scroll a little still records where the reader is).
 */
function measure(el: HTMLElement): number {
  const rect = el.getBoundingClientRect();
  return rect.height > 0 ? toPosition((window.innerHeight / 2 - rect.top) / rect.height) : 0;
}

/** The scroll offset that puts `position` of the text in the middle of the window (inverse of measure). */
function scrollFor(el: HTMLElement, position: number): number {
  const top = el.getBoundingClientRect().top + window.scrollY;
  return Math.max(0, Math.round(top + position * el.offsetHeight - window.innerHeight / 2));
}

/**
 * For a signed-in reader: resumes the saved position when this part is the saved one (once per
 * visit), then saves where they are while scrolling (throttled), on client-side navigation away,
 * and when the page is hidden or left (`sendBeacon`). Does nothing for visitors or without JavaScript.
 */
export function usePositionSync(storyId: string, partId: number, textRef: RefObject<HTMLElement | null>) {
  const dispatch = useDispatch();
  const viewer = useSelector(selectViewer);
  const csrfToken = useSelector(selectCsrfToken);
  const { apiBase } = useSelector(selectConfig);
  const saved = useSelector((s: RootState) => selectSavedPosition(s, storyId));
  const restored = useRef<number | null>(null);
  const enabled = Boolean(viewer && storyId && partId);

  useEffect(() => {
    if (enabled) dispatch(readingPositionRequested({ storyId }));
  }, [enabled, storyId, dispatch]);

  // Resume: scroll to the saved fraction of this part (once; the reader's own saves come later).
  useEffect(() => {
    if (!enabled || restored.current === partId || saved.status === 'loading' || saved.status === 'idle')
      return;
    restored.current = partId;
    const el = textRef.current;
    if (saved.part === partId && saved.position > 0 && el) window.scrollTo(0, scrollFor(el, saved.position));
  }, [enabled, saved, partId, textRef]);

  useEffect(() => {
    if (!enabled) return;
    let last = -1;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const current = () => (textRef.current ? measure(textRef.current) : 0);
    const save = () => {
      timer = null;
      if (restored.current !== partId) return; // not resumed yet: do not overwrite the saved spot
      const position = current();
      if (position === last) return;
      last = position;
      dispatch(positionChanged({ storyId, partId, position }));
    };
    const onScroll = () => {
      if (!timer) timer = setTimeout(save, POSITION_SAVE_THROTTLE_MS);
    };
    const onHide = () => {
      if (document.visibilityState !== 'hidden' || restored.current !== partId || !csrfToken) return;
      const position = current();
      if (position === last) return;
      last = position;
      beaconPosition(apiBase, { storyId, partId, position }, csrfToken);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
      if (timer) {
        clearTimeout(timer);
        save(); // leaving the part client-side: keep where they were
      }
    };
  }, [enabled, storyId, partId, csrfToken, apiBase, dispatch, textRef]);
}
