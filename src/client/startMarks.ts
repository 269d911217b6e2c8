/**
 * The entry's phases as User Timing marks (`sl:<phase>`), which the hydration benchmark reads
 * (bench/hydration.ts): `start` as the entry's first module runs (every deferred script has been
 * fetched, compiled and run by then), `react` (React evaluated), `redux` (Redux Toolkit, react-redux,
 * redux-saga), `modules` (our start-up modules), then `state` (the inlined state parsed),
 * `store` (the store made, its sagas started), `page` (the page's chunk there), `hydrate` (just
 * before `hydrateRoot`) and `hydrated` (hydration committed).
 */
export function startMark(phase: string): void {
  // Older browsers without User Timing simply go unmeasured.
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
    performance.mark(`sl:${phase}`);
}

startMark('start');
