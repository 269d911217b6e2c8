/**
 * Watcher descriptors (`on`), read by both interpreters: redux-saga in the browser runs them all in
 * ONE `watch` task, and the server's `runPreload` (preload.ts) dispatches to them directly. One task
 * rather than redux-saga's helpers (`takeEvery` / `takeLatest` / `takeLeading`, a forked task per
 * watcher) because every page load in the browser starts the root saga: `npm run bench` (`saga
 * start`) measures both, and docs/architecture.md keeps the figure. Same semantics as the helpers:
 *
 * - `every`: a worker per action;
 * - `latest`: a new action cancels the worker still running for that type;
 * - `leading`: actions of that type are ignored while its worker runs.
 *
 *   export function* readerSaga(api: Api) {
 *     yield* watch(on('leading', voteToggled, toggleVote, api), on('every', similarStoriesRequested, loadSimilar, api));
 *   }
 */
import type { Action } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, fork, take } from 'typed-redux-saga';

export type WatchMode = 'every' | 'latest' | 'leading';

/** A worker saga: its own arguments, then the action. */
type Worker<Args extends unknown[], A> = (...args: [...Args, A]) => Generator<unknown, unknown, unknown>;

export interface Watcher {
  type: string;
  mode: WatchMode;
  run: (action: Action) => Generator<unknown, unknown, unknown>;
}

/** An action creator (RTK: it carries `.type`) or a type string. */
type Pattern<A extends Action> = string | { type: string; match?: (a: unknown) => a is A };

/** A worker that does not read the action. */
export function on<Args extends unknown[]>(
  mode: WatchMode,
  pattern: Pattern<Action>,
  worker: (...args: Args) => Generator<unknown, unknown, unknown>,
  ...args: Args
): Watcher;
export function on<A extends Action, Args extends unknown[]>(
  mode: WatchMode,
  pattern: Pattern<A>,
  worker: Worker<Args, A>,
  ...args: Args
): Watcher;
export function on<A extends Action, Args extends unknown[]>(
  mode: WatchMode,
  pattern: Pattern<A>,
  worker: Worker<Args, A>,
  ...args: Args
): Watcher {
  const type = typeof pattern === 'string' ? pattern : pattern.type;
  return { type, mode, run: (action) => worker(...args, action as A) };
}

/** Watchers grouped by the action type they take (several may take one type). */
export function watchersByType(watchers: readonly Watcher[]): Map<string, Watcher[]> {
  const byType = new Map<string, Watcher[]>();
  for (const w of watchers) {
    const same = byType.get(w.type);
    if (same) same.push(w);
    else byType.set(w.type, [w]);
  }
  return byType;
}

export function* watch(...watchers: Watcher[]) {
  const byType = watchersByType(watchers);
  const running = new Map<Watcher, Task>();
  // One predicate, not a list of types: redux-saga matches a list by making a matcher per type on
  // every action it sees.
  const watched = (a: unknown) => byType.has((a as Action).type);
  for (;;) {
    const action = yield* take<Action>(watched);
    for (const w of byType.get(action.type) ?? []) {
      const previous = running.get(w);
      if (previous?.isRunning()) {
        if (w.mode === 'leading') continue;
        if (w.mode === 'latest') yield* cancel(previous);
      }
      const task = yield* fork(w.run, action);
      if (w.mode !== 'every') running.set(w, task);
    }
  }
}

/**
 * A worker whose code is fetched the first time it runs: a feature's flows (and the messages,
 * validation and HTTP calls only they use) stay out of the JavaScript every first visit downloads.
 * The watchers stay static, so the server's and the browser's stores still match.
 */
export function lazy<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  function* run(...args: unknown[]) {
    const mod = yield* call(load);
    const worker = mod[name] as unknown as (...a: unknown[]) => Generator<unknown, unknown, unknown>;
    return yield* worker(...args);
  }
  return run as unknown as M[K];
}
