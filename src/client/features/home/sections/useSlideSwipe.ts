import { useRef, useState, type TouchEvent } from 'react';
import { BREAKPOINT_NARROW, CONTINUE_READING } from '../../../../shared/common/limits';

/** Under 575 px (the same query as the CSS), with a fallback for browsers without matchMedia. */
export const isNarrowScreen = (): boolean =>
  typeof window.matchMedia === 'function'
    ? window.matchMedia(`(max-width: ${BREAKPOINT_NARROW - 0.02}px)`).matches
    : window.innerWidth < BREAKPOINT_NARROW;

/** Where slide `i` starts in the track's scrolled content. */
function slideLeft(track: HTMLElement, i: number): number {
  const slide = track.children[i] as HTMLElement | undefined;
  const first = track.children[0] as HTMLElement | undefined;
  return slide && first ? slide.offsetLeft - first.offsetLeft : 0;
}

/** The row already shows its end (the last slides fit): a further swipe forward has nowhere to go. */
function atEnd(track: HTMLElement, i: number): boolean {
  const max = track.scrollWidth - track.clientWidth;
  return max > 0 && slideLeft(track, i) >= max;
}

/**
 * Scrolls the track to slide `i`: smoothly where the browser has it (`scrollBehavior`), a jump
 * where it does not.
 */
function scrollToSlide(track: HTMLElement, i: number) {
  const left = slideLeft(track, i);
  if (typeof track.scrollTo === 'function' && 'scrollBehavior' in document.documentElement.style) {
    track.scrollTo({ left, behavior: 'smooth' });
  } else {
    track.scrollLeft = left;
  }
}

/**
 * Touch swipe between the slides of a track on narrow screens (reading-discovery §9): the track
 * follows the finger, and on release moves one slide only when the finger travelled more than
 * 150 px sideways (and more sideways than down); otherwise it springs back. Moves are throttled to
 * 300 ms. Touch events (not pointer events) so old mobile browsers swipe too; the track scrolls
 * (`scrollLeft`), so focus moving into a hidden slide still brings it into view.
 */
export function useSlideSwipe(count: number) {
  const [active, setActive] = useState(0);
  const start = useRef<{ x: number; y: number; left: number } | null>(null);
  const lastMove = useRef(-Infinity);

  // The handlers sit on the track itself, so `currentTarget` is the element that scrolls.
  const onTouchStart = (e: TouchEvent<HTMLElement>) => {
    const t = e.touches[0];
    const narrow = t && e.touches.length === 1 && isNarrowScreen();
    start.current = narrow ? { x: t.clientX, y: t.clientY, left: e.currentTarget.scrollLeft } : null;
  };
  const onTouchMove = (e: TouchEvent<HTMLElement>) => {
    const t = e.touches[0];
    if (!start.current || !t) return;
    e.currentTarget.scrollLeft = start.current.left - (t.clientX - start.current.x);
  };
  const onTouchEnd = (e: TouchEvent<HTMLElement>) => {
    const from = start.current;
    const t = e.changedTouches[0];
    start.current = null;
    if (!from || !t) return;
    const dx = t.clientX - from.x;
    const dy = t.clientY - from.y;
    const now = Date.now();
    let next = active;
    const far = Math.abs(dx) > CONTINUE_READING.swipeThresholdPx && Math.abs(dx) > Math.abs(dy);
    if (far && now - lastMove.current >= CONTINUE_READING.toggleThrottleMs) {
      const forward = dx < 0;
      if (!(forward && atEnd(e.currentTarget, active))) {
        next = Math.max(0, Math.min(count - 1, active + (forward ? 1 : -1)));
      }
      lastMove.current = now;
    }
    setActive(next);
    scrollToSlide(e.currentTarget, next); // the next slide, or back where the swipe started
  };

  /** A slide that receives focus (keyboard; the browser scrolls it into view) becomes the active one. */
  const focus = (i: number) => {
    if (i !== active) setActive(i);
  };

  return { active, focus, handlers: { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel: onTouchEnd } };
}
