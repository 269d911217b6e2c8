/**
 * Generated cover PNGs (media router): the time to draw and encode one 512×768 cover, in this
 * process (no HTTP), after one warm-up render. A cold cache miss on `/img/cover/…` costs this much.
 */
import { renderCover } from '../src/server/features/media/cover';

export const COVER_RENDERS = 20;
/** A cache miss should stay well under a frame budget of the page that asked for it. */
export const TARGET_COVER_MS = 100;

export interface CoverTiming {
  renders: number;
  meanMs: number;
  maxMs: number;
  target: number;
  ok: boolean;
}

export function coverTiming(renders = COVER_RENDERS): CoverTiming {
  renderCover(1, 'bench-warm', 512);
  const times: number[] = [];
  for (let id = 1; id <= renders; id++) {
    const started = process.hrtime.bigint();
    renderCover(id, 'bench', 512);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  const meanMs = Number((times.reduce((a, b) => a + b, 0) / times.length).toFixed(1));
  const maxMs = Number(Math.max(...times).toFixed(1));
  return { renders, meanMs, maxMs, target: TARGET_COVER_MS, ok: meanMs <= TARGET_COVER_MS };
}
