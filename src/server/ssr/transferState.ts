import { homeForTransfer } from '../../reducers/home/homeSlice';
import { pageSlices } from '../../reducers/pageSlices';
import type { RootState } from '../../reducers/rootReducer';

interface Initial {
  value: unknown;
  json: string;
}

/** Each page slice's initial state (a reducer's state for no action) and its JSON, computed once. */
let initials: Map<string, Initial> | null = null;
const initialStates = (): Map<string, Initial> =>
  (initials ??= new Map(
    pageSlices.map((s) => {
      const value: unknown = s.reducer(undefined, { type: '@@ssr/initial' });
      return [s.reducerPath, { value, json: JSON.stringify(value) }];
    }),
  ));

/**
 * The state the page inlines for the browser: the shell's slices, and only the page slices this
 * render changed. A page slice left at its initial state is dropped (on the story page, 15 of them,
 * ~3.4 KB of its ~35 KB of state): the browser's reducer starts without page slices and gives each
 * its initial state when a page injects it (`injectSlices`, `keepUninjected` in browserReducer.ts),
 * so the store the browser builds is the same. Home's feed ships only its shown sections.
 */
export function stateForTransfer(state: RootState): Partial<RootState> {
  const initial = initialStates();
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) {
    const start = initial.get(key);
    // An untouched slice is its initial object; a touched one may still equal it (JSON).
    if (start && (value === start.value || JSON.stringify(value) === start.json)) continue;
    out[key] = value;
  }
  out.home = homeForTransfer(state.home);
  return out as Partial<RootState>;
}
