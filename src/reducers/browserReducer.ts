import { combineSlices, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import type { pageSlices } from './pageSlices';
import type { RootState } from './rootReducer';
import { shellSlices } from './shellSlices';

export type SliceList = readonly { reducerPath: string; reducer: Reducer }[];
type StateOf<L extends SliceList> = {
  [S in L[number] as S['reducerPath']]: S['reducer'] extends Reducer<infer T> ? T : never;
};

/** The state of the slices pages inject (`pageSlices.ts`). */
export type PageSlicesState = StateOf<typeof pageSlices>;

/**
 * The browser's root reducer (RTK `combineSlices`): the shell's slices, and the page slices
 * injected as their pages load (`injectSlices`). Its state is still the whole `RootState`: the
 * server renders with every slice and inlines that state, so in the browser each key is there from
 * the start (`keepUninjected`), injected or not.
 */
export const browserReducer = combineSlices(...shellSlices).withLazyLoadedSlices<PageSlicesState>();

const mounted = new Set<string>(shellSlices.map((s) => s.reducerPath));

/** Mounts page slices in the browser's reducer (once each; a page's chunk calls it as it loads). */
export function injectSlices(slices: SliceList): void {
  for (const slice of slices) {
    if (mounted.has(slice.reducerPath)) continue;
    browserReducer.inject(slice);
    mounted.add(slice.reducerPath);
  }
}

/**
 * `combineSlices` drops keys it has no reducer for, and the server's state holds every slice: this
 * keeps a page slice's state as the server left it until its page injects the slice (and its
 * reducer takes over from that state).
 */
export const keepUninjected =
  (reducer: BrowserReducer): BrowserReducer =>
  (state, action) => {
    if (!state) return reducer(state, action);
    let known: Record<string, unknown> | null = null;
    let waiting: Record<string, unknown> | null = null;
    for (const [key, value] of Object.entries(state)) {
      if (mounted.has(key)) (known ??= {})[key] = value;
      else (waiting ??= {})[key] = value;
    }
    if (!waiting) return reducer(state, action);
    const next = reducer(known as Partial<RootState>, action);
    if (next === known) return state as RootState;
    return { ...waiting, ...next } as RootState;
  };

/** A root reducer as `configureStore` takes it: whole state out, any part of it in (preloaded). */
export type BrowserReducer = Reducer<RootState, UnknownAction, Partial<RootState>>;
