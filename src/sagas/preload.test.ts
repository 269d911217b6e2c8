import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { all, call, delay, fork, put, select, take } from 'typed-redux-saga';
import { runPreload } from './preload';
import { on } from './watch';

const log = createSlice({
  name: 'log',
  initialState: [] as string[],
  reducers: {
    requested: (s, a: PayloadAction<string>) => void s.push(`requested ${a.payload}`),
    loaded: (s, a: PayloadAction<string>) => void s.push(`loaded ${a.payload}`),
  },
});
const { requested, loaded } = log.actions;
const newStore = () => configureStore({ reducer: { log: log.reducer } });
type State = ReturnType<ReturnType<typeof newStore>['getState']>;

const later = <T>(value: T, ms = 5) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('runPreload', () => {
  it('runs a put through the reducers and its watchers’ workers: call, select, fork and all', async () => {
    const store = newStore();
    function* extra(name: string) {
      yield* put(loaded(`${name} (forked)`));
    }
    function* load(action: ReturnType<typeof requested>) {
      const seen = yield* select((s: State) => s.log.length);
      const [a, b] = yield* all([call(later, 'a'), call(() => 'b')]);
      yield* fork(extra, action.payload);
      yield* put(loaded(`${action.payload} ${a}${b} after ${seen}`));
    }
    const run = runPreload(store, [on('every', requested, load)]);
    run.put(requested('x'));
    await run.done();
    expect(store.getState().log).toEqual(['requested x', 'loaded x (forked)', 'loaded x ab after 1']);
  });

  it('waits for a forked promise before the run is done', async () => {
    const store = newStore();
    function* load() {
      yield* fork(() => later('late', 10).then((v) => store.dispatch(loaded(v))));
    }
    const run = runPreload(store, [on('every', requested, load)]);
    run.put(requested('x'));
    await run.done();
    expect(store.getState().log).toContain('loaded late');
  });

  it('ignores a leading watcher’s action while its worker runs, and cancels a latest one’s', async () => {
    const store = newStore();
    function* slow(action: ReturnType<typeof requested>) {
      yield* call(later, null);
      yield* put(loaded(action.payload));
    }
    const run = runPreload(store, [
      on('leading', requested.type, slow),
      on('latest', 'latest/requested', function* (a: { type: string; payload: string }) {
        yield* call(later, null);
        yield* put(loaded(`latest ${a.payload}`));
      }),
    ]);
    run.put(requested('first'));
    run.put(requested('second'));
    run.put({ type: 'latest/requested', payload: 'one' } as never);
    run.put({ type: 'latest/requested', payload: 'two' } as never);
    await run.done();
    expect(store.getState().log.filter((l) => l.startsWith('loaded'))).toEqual([
      'loaded first',
      'loaded latest two',
    ]);
  });

  it('hands a failed call to the worker’s catch, and fails the run when no worker catches it', async () => {
    const store = newStore();
    const fail = () => Promise.reject(new Error('down'));
    function* careful() {
      try {
        yield* call(fail);
      } catch (e) {
        yield* put(loaded(`caught ${(e as Error).message}`));
      }
    }
    const ok = runPreload(store, [on('every', requested, careful)]);
    ok.put(requested('a'));
    await ok.done();
    expect(store.getState().log).toContain('loaded caught down');

    const bad = runPreload(newStore(), [
      on('every', requested, function* () {
        yield* call(fail);
      }),
    ]);
    bad.put(requested('b'));
    await expect(bad.done()).rejects.toThrow('down');
  });

  it('stops every worker at its next effect on cancel, running its finally', async () => {
    const store = newStore();
    function* long() {
      try {
        yield* delay(20);
        yield* put(loaded('too late'));
      } finally {
        yield* put(loaded('cleaned up'));
      }
    }
    const run = runPreload(store, [on('every', requested, long)]);
    run.put(requested('a'));
    run.cancel();
    await run.done();
    expect(store.getState().log).not.toContain('loaded too late');
    expect(store.getState().log).toContain('loaded cleaned up');
  });

  it('refuses an effect a server render cannot run (a take waits for the user)', async () => {
    const run = runPreload(newStore(), [
      on('every', requested, function* () {
        yield* take('never/comes');
      }),
    ]);
    run.put(requested('a'));
    await expect(run.done()).rejects.toThrow('a TAKE effect cannot run on the server');
  });
});
