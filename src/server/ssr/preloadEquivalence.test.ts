/**
 * Server renders run the route's preload on `runPreload` (src/sagas/preload.ts), not on redux-saga:
 * for every kind of page, visitor and signed in, both must leave the store in the same state.
 */
import type { Knex } from 'knex';
import { END } from 'redux-saga';
import { LONG_STORY_ID, LONG_STORY_PART_IDS, READER_USER_ID, WRITER_USERNAME } from '../../../seeds/fixtures';
import type { RootState } from '../../reducers/rootReducer';
import { routerStateFor } from '../../reducers/router/routerSlice';
import { runPreload } from '../../sagas/preload';
import { rootWatchers, startupSagas } from '../../sagas/rootSaga';
import { makeServerStore, makeStore } from '../../sagas/store';
import { preloadFor } from '../../shared/routes';
import type { ServiceContext } from '../context';
import { memoryFlagsCache } from '../features/flags/flagsService';
import { createTestDb } from '../db/testDb';
import { loadViewer } from '../session/viewer';
import { createServerApi } from './serverApi';

const ORIGIN = 'http://storyloom.test';
const PAGES = [
  '/home',
  '/home?show=10',
  `/story/${LONG_STORY_ID}`,
  `/story/${LONG_STORY_ID}/rankings`,
  `/story/${LONG_STORY_ID}/lists`,
  `/${LONG_STORY_PART_IDS[1]}`,
  '/story/999999',
  '/search',
  '/search/salt',
  '/search/salt/people',
  '/stories/romance',
  `/user/${WRITER_USERNAME}`,
  '/featured/1',
  '/library',
  '/settings',
  '/start',
  '/privacy/do-not-sell',
];

describe('runPreload (server renders) and redux-saga reach the same state', () => {
  let db: Knex;
  let destroy: () => Promise<void>;
  beforeAll(async () => ({ db, destroy } = await createTestDb()));
  afterAll(() => destroy());

  const contextFor = async (signedIn: boolean): Promise<ServiceContext> => ({
    db,
    origin: ORIGIN,
    flags: memoryFlagsCache(),
    viewer: signedIn ? await loadViewer(db, READER_USER_ID, ORIGIN) : null,
  });
  const initial = (path: string, ctx: ServiceContext): Partial<RootState> => {
    const [p, search = ''] = path.split('?');
    return {
      router: routerStateFor(p, search ? `?${search}` : ''),
      session: { viewer: ctx.viewer, csrfToken: ctx.viewer ? 'token' : null },
    };
  };
  const actionsFor = (path: string, ctx: ServiceContext) => {
    const [p, search = ''] = path.split('?');
    return preloadFor(p, search ? `?${search}` : '', ctx.viewer);
  };

  async function viaReduxSaga(path: string, ctx: ServiceContext): Promise<RootState> {
    const { store, task } = makeStore({ api: createServerApi(ctx), preloadedState: initial(path, ctx) });
    for (const action of actionsFor(path, ctx)) store.dispatch(action);
    store.dispatch(END);
    await task.toPromise();
    return store.getState();
  }

  async function viaRunPreload(path: string, ctx: ServiceContext): Promise<RootState> {
    const api = createServerApi(ctx);
    const store = makeServerStore(initial(path, ctx));
    const run = runPreload(store, rootWatchers(api));
    for (const saga of startupSagas) run.fork(saga, api);
    for (const action of actionsFor(path, ctx)) run.put(action);
    await run.done();
    return store.getState();
  }

  it.each(PAGES.flatMap((path) => [[path, 'a visitor'] as const, [path, 'signed in'] as const]))(
    '%s for %s',
    async (path, who) => {
      const ctx = await contextFor(who === 'signed in');
      const expected = await viaReduxSaga(path, ctx);
      const actual = await viaRunPreload(path, ctx);
      expect(actual).toEqual(expected);
      expect(actualLoadedSomething(actual, path)).toBe(true);
    },
  );
});

/** The pages with data really loaded it (the comparison is not two empty stores). */
function actualLoadedSomething(state: RootState, path: string): boolean {
  if (path.startsWith('/home')) return state.home.status === 'succeeded' && state.home.sections.length > 0;
  if (path === `/story/${LONG_STORY_ID}`) return JSON.stringify(state.stories).includes('The Salt Queen');
  return state.flags !== undefined;
}
