import { useEffect, useRef } from 'react';

/** Scroll handlers run at most every 300 ms (spec §9). */
export const SCROLL_THROTTLE_MS = 300;
/** The inbox loads more when the end is reached: threshold 0 pixels (spec §9). */
export const SCROLL_THRESHOLD = 0;

export const atEnd = (): boolean =>
  window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - SCROLL_THRESHOLD;

/**
 * Calls `onEnd` when the window is scrolled to its end (throttled), and once more after each change
 * of `key` if the end is already in view (a short list keeps loading until it fills the window).
 */
export function useScrollEnd(enabled: boolean, onEnd: () => void, key: unknown): void {
  const cb = useRef(onEnd);
  useEffect(() => {
    cb.current = onEnd;
  }, [onEnd]);
  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    let timer: number | undefined;
    const check = () => {
      last = Date.now();
      timer = undefined;
      if (atEnd()) cb.current();
    };
    const onScroll = () => {
      if (timer !== undefined) return;
      const wait = Math.max(0, SCROLL_THROTTLE_MS - (Date.now() - last));
      timer = window.setTimeout(check, wait);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [enabled, key]);
}
