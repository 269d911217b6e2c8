/**
 * Server renders run a page's preload actions through the same watchers and workers as the browser
 * (`rootWatchers`), on a lean interpreter of the effects those workers yield — `call`, `put`,
 * `select`, `fork`, `all` — instead of redux-saga's runtime (tasks, channels, scheduler), which a
 * server render starts and ends on every request: it cost more than the home page's data itself
 * (docs/architecture.md, "Server renders without redux-saga's runtime"). The
 * browser keeps redux-saga for everything (`rootSaga`); `preloadEquivalence.test.ts` (server)
 * checks that both reach the same state on every page of the route table, and `preload.test.ts` the semantics.
 *
 * Semantics kept: a `put` reaches the reducers, then the watchers of its type (`every`: a worker
 * each; `leading`: ignored while that watcher's worker runs; `latest`: the running one is
 * cancelled); `fork`s are joined before the run ends (as END makes the root saga wait for them);
 * an error a worker does not catch fails the run; `cancel()` (the SSR time budget) stops every
 * worker at its next effect, running its `finally` blocks. Any other effect throws: a worker that
 * needs one cannot run on the server.
 */
import type { Action } from '@reduxjs/toolkit';
import { watchersByType, type Watcher } from './watch';

interface Store {
  dispatch(action: Action): unknown;
  getState(): unknown;
}

type Saga = Iterator<unknown, unknown, unknown>;
/** `cancelled` set by `cancel()` (everything) or a newer `latest` action (one worker and its forks). */
interface Token {
  cancelled: boolean;
  parent?: Token;
}
interface Effect {
  type: string;
  payload: {
    context?: unknown;
    fn?: (...args: unknown[]) => unknown;
    args?: unknown[];
    action?: Action;
    selector?: (state: unknown, ...args: unknown[]) => unknown;
  } & Record<string, unknown>;
}

const IO = '@@redux-saga/IO';
const isEffect = (v: unknown): v is Effect =>
  typeof v === 'object' && v !== null && (v as Record<string, unknown>)[IO] === true;
const isIterator = (v: unknown): v is Saga =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Saga).next === 'function' &&
  typeof (v as Saga).throw === 'function';
const isThenable = (v: unknown): v is PromiseLike<unknown> =>
  typeof v === 'object' && v !== null && typeof (v as PromiseLike<unknown>).then === 'function';
/** A promise as a one-effect saga, so a forked promise is tracked like a forked saga. */
function* awaiting(p: PromiseLike<unknown>): Saga {
  return yield p;
}
/** What a cancelled saga's `finally` effects run under (they are not cancelled again). */
const CLEANUP: Token = { cancelled: false };
const isCancelled = (t: Token | undefined): boolean => {
  for (let x = t; x; x = x.parent) if (x.cancelled) return true;
  return false;
};

export interface PreloadRun {
  /** Dispatches an action to the reducers and to its watchers' workers. */
  put(action: Action): void;
  /** Runs a saga (a startup saga such as the flags') as a fork of the run. */
  fork<A extends unknown[]>(saga: (...args: A) => Saga, ...args: A): void;
  /** Settles once every worker and fork has finished; rejects with the first uncaught error. */
  done(): Promise<void>;
  /** Stops every worker at its next effect (their `finally` blocks run). */
  cancel(): void;
}

export function runPreload(store: Store, watchers: readonly Watcher[]): PreloadRun {
  const byType = watchersByType(watchers);
  const root: Token = { cancelled: false };
  const running = new Map<Watcher, Token>();
  const pending = new Set<Promise<unknown>>();
  let failure: { error: unknown } | null = null;

  const track = (it: Saga, token: Token): Promise<unknown> => {
    const p = step(it, token);
    pending.add(p);
    p.then(
      () => pending.delete(p),
      (error: unknown) => {
        pending.delete(p);
        failure ??= { error };
      },
    );
    return p;
  };

  const put = (action: Action): unknown => {
    const result = store.dispatch(action);
    for (const w of byType.get(action.type) ?? []) {
      const previous = running.get(w);
      if (previous && !previous.cancelled) {
        if (w.mode === 'leading') continue;
        if (w.mode === 'latest') previous.cancelled = true;
      }
      const token: Token = { cancelled: false, parent: root };
      if (w.mode !== 'every') running.set(w, token);
      const settled = () => void (running.get(w) === token && running.delete(w));
      track(w.run(action), token).then(settled, settled);
    }
    return result;
  };

  /** An effect's result: a value, or a promise of one (only async work costs a microtask). */
  const resolve = (value: unknown, token: Token): unknown => {
    if (!isEffect(value)) {
      if (isIterator(value)) return step(value, token);
      return value;
    }
    const { type, payload } = value;
    switch (type) {
      case 'CALL': {
        const result = payload.fn?.apply(payload.context, payload.args ?? []);
        return isIterator(result) ? step(result, token) : result;
      }
      case 'PUT':
        return put(payload.action as Action);
      case 'SELECT':
        return payload.selector
          ? payload.selector(store.getState(), ...(payload.args ?? []))
          : store.getState();
      case 'FORK': {
        const result = payload.fn?.apply(payload.context, payload.args ?? []);
        const child: Token = { cancelled: false, parent: token };
        // A forked saga or promise is joined before the run ends, as redux-saga does.
        if (isIterator(result)) void track(result, child);
        else if (isThenable(result)) void track(awaiting(result), child);
        return undefined;
      }
      case 'ALL': {
        const parts = value.payload as unknown as unknown[] | Record<string, unknown>;
        const keys = Object.keys(parts);
        const results = keys.map((k) => resolve((parts as Record<string, unknown>)[k], token));
        const settle = (vals: unknown[]) =>
          Array.isArray(parts) ? vals : Object.fromEntries(keys.map((k, i) => [k, vals[i]]));
        return results.some(isThenable) ? Promise.all(results).then(settle) : settle(results);
      }
      default:
        throw new Error(`runPreload: a ${type} effect cannot run on the server`);
    }
  };

  /** Runs a saga to its end; once cancelled, it is closed (`return`) and its `finally` effects run. */
  async function step(it: Saga, token: Token): Promise<unknown> {
    let input: unknown;
    let error: unknown;
    let threw = false;
    let closing = false;
    for (;;) {
      let next: IteratorResult<unknown>;
      if (!closing && isCancelled(token)) {
        closing = true;
        next = it.return ? it.return(undefined) : { done: true, value: undefined };
      } else {
        next = threw ? (it.throw as (e: unknown) => IteratorResult<unknown>)(error) : it.next(input);
      }
      if (next.done) return closing ? undefined : next.value;
      threw = false;
      try {
        const result = resolve(next.value, closing ? CLEANUP : token);
        input = isThenable(result) ? await result : result;
      } catch (e) {
        error = e;
        threw = true;
      }
    }
  }

  return {
    put: (action) => void put(action),
    fork: (saga, ...args) => void track(saga(...args), root),
    async done() {
      while (pending.size > 0 && !failure) await Promise.allSettled([...pending]);
      if (failure) throw failure.error;
    },
    cancel: () => void (root.cancelled = true),
  };
}
