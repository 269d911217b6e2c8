import { describe, expect, it } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { END } from 'redux-saga';
import { delay } from 'typed-redux-saga';
import { on, watch, type WatchMode } from './watch';

/** Runs `watch` with one worker per mode that takes 50 ms and records what it started and finished. */
async function run(mode: WatchMode, sends: number): Promise<{ started: number[]; finished: number[] }> {
  const started: number[] = [];
  const finished: number[] = [];
  function* worker(tag: string, action: { type: string; payload: number }) {
    expect(tag).toBe('extra arg');
    started.push(action.payload);
    yield* delay(50);
    finished.push(action.payload);
  }
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: (s: number = 0) => s,
    middleware: (g) => g({ thunk: false }).concat(saga),
  });
  const task = saga.run(watch, on(mode, 'job', worker, 'extra arg'));
  for (let i = 1; i <= sends; i++) store.dispatch({ type: 'job', payload: i });
  store.dispatch({ type: 'other', payload: 99 });
  store.dispatch(END);
  await task.toPromise();
  return { started, finished };
}

describe('watch: one task per feature with the take* helpers’ semantics', () => {
  it('every: runs a worker for each action, and END waits for them all', async () => {
    expect(await run('every', 3)).toEqual({ started: [1, 2, 3], finished: [1, 2, 3] });
  });

  it('latest: a new action cancels the running worker', async () => {
    expect(await run('latest', 3)).toEqual({ started: [1, 2, 3], finished: [3] });
  });

  it('leading: actions are ignored while the worker runs', async () => {
    expect(await run('leading', 3)).toEqual({ started: [1], finished: [1] });
  });

  it('accepts action creators and several watchers of one type', async () => {
    const seen: string[] = [];
    const creator = Object.assign(() => ({ type: 'a/b' }), { type: 'a/b' });
    function* first() {
      yield* delay(0);
      seen.push('first');
    }
    function* second() {
      yield* delay(0);
      seen.push('second');
    }
    const saga = createSagaMiddleware();
    const store = configureStore({ reducer: (s: number = 0) => s, middleware: (g) => g().concat(saga) });
    const task = saga.run(watch, on('every', creator, first), on('leading', 'a/b', second));
    store.dispatch(creator());
    store.dispatch(END);
    await task.toPromise();
    expect(seen).toEqual(['first', 'second']);
  });
});
