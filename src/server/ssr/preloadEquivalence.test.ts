/**
 * Server renders run the route's preload on `runPreload` (src/sagas/preload.ts), not on redux-saga:
 * for every page of the page table (and a few variants), visitor and signed in, both must leave the
 * store in the same state.
 */
import type { Knex } from 'knex';
import { END } from 'redux-saga';
import { LONG_STORY_ID, LONG_STORY_PART_IDS, READER_USER_ID, WRITER_USERNAME } from '../../../seeds/fixtures';
import type { RootState } from '../../reducers/rootReducer';
import type { Api } from '../../shared/api';
import { runPreload } from '../../sagas/preload';
import { rootWatchers, startupSagas } from '../../sagas/rootSaga';
import { makeServerStore, makeStore } from '../../sagas/store';
import {
  PAGES as PAGE_TABLE,
  pageMeta,
  parseQuery,
  type PageKey,
  type RouteParams,
} from '../../shared/routes';
import { createServiceContext, type ServiceContext, type ServiceContextInput } from '../context';
import { memoryFlagsCache } from '../features/flags/flagsService';
import { createTestDb } from '../db/testDb';
import { loadViewer } from '../session/viewer';
import { createServerApi } from './serverApi';

const ORIGIN = 'http://storyloom.test';

/** A value for each address parameter of the page table; pages whose parameter means another thing override it. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: String(LONG_STORY_ID),
  slug: 'the-salt-queen',
  partId: String(LONG_STORY_PART_IDS[1]),
  username: WRITER_USERNAME,
  term: 'salt',
  tab: 'stories',
  tag: 'romance',
  languageId: '1',
  // A paragraph's 32-hex id (a paragraph comments page: the part and that paragraph's comments).
  paragraphId: '0123456789abcdef0123456789abcdef',
};
const PAGE_PARAMS: Partial<Record<PageKey, RouteParams>> = {
  featuredList: { id: '1' },
  readingList: { id: '1' },
  devOutbox: {},
};

interface Case {
  name: string;
  page: PageKey;
  params: RouteParams;
  search: string;
  /** Request facts the case's context holds (the session's pending social sign-up, …). */
  facts?: Pick<ServiceContextInput, 'socialPending'>;
}

/** Every page of the page table, with sample parameters (a new page's new parameter needs one above). */
const TABLE_CASES: Case[] = (Object.keys(PAGE_TABLE) as PageKey[]).map((page) => {
  const params: RouteParams =
    PAGE_PARAMS[page] ??
    Object.fromEntries(
      pageMeta(page).keys.map((key) => {
        const value = SAMPLE_PARAMS[key];
        if (value === undefined) throw new Error(`no sample value for :${key} of page ${page}`);
        return [key, value];
      }),
    );
  return { name: page, page, params, search: '' };
});

/** Variants a page's preload treats differently. */
const VARIANTS: Case[] = [
  { name: 'home, 10 sections', page: 'home', params: {}, search: '?show=10' },
  { name: 'a missing story', page: 'story', params: { id: '999999' }, search: '' },
  { name: 'people search', page: 'searchResults', params: { term: 'salt', tab: 'people' }, search: '' },
  { name: 'do-not-sell after an opt-out', page: 'doNotSell', params: {}, search: '?done=1' },
  {
    name: 'social sign-up completion, pending',
    page: 'socialSignup',
    params: {},
    search: '',
    facts: {
      socialPending: {
        provider: 'google',
        subject: 'g-1',
        email: null,
        emailVerified: false,
        name: 'Ada',
        birthdate: null,
        nextUrl: '/home',
      },
    },
  },
];

/**
 * The Api with its calls counted: `settled()` resolves once no call has been in flight for a few
 * turns of the event loop (lazy flows load with `import()` between a put and their call).
 */
function tracked(api: Api): { api: Api; settled: () => Promise<void> } {
  let pending = 0;
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(t, key, receiver) {
        const value: unknown = Reflect.get(t, key, receiver);
        if (typeof value === 'function')
          return (...args: unknown[]) => {
            const out: unknown = value.apply(t, args);
            if (out instanceof Promise) {
              pending += 1;
              out.then(
                () => (pending -= 1),
                () => (pending -= 1),
              );
            }
            return out;
          };
        return value !== null && typeof value === 'object' ? wrap(value) : value;
      },
    });
  const settled = async () => {
    for (let quiet = 0; quiet < 3;) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      quiet = pending === 0 ? quiet + 1 : 0;
    }
  };
  return { api: wrap(api), settled };
}

describe('runPreload (server renders) and redux-saga reach the same state', () => {
  let db: Knex;
  let destroy: () => Promise<void>;
  beforeAll(async () => ({ db, destroy } = await createTestDb()));
  afterAll(() => destroy());

  const contextFor = async (signedIn: boolean, c: Case): Promise<ServiceContext> =>
    createServiceContext({
      ...c.facts,
      db,
      origin: ORIGIN,
      flags: memoryFlagsCache(),
      viewer: signedIn ? await loadViewer(db, READER_USER_ID, ORIGIN) : null,
    });
  const initial = (c: Case, ctx: ServiceContext): Partial<RootState> => ({
    router: { path: `/${c.page}`, search: c.search, page: c.page, params: c.params, navigations: 0 },
    session: { viewer: ctx.viewer, csrfToken: ctx.viewer ? 'token' : null },
  });
  const actionsFor = (c: Case, ctx: ServiceContext) =>
    pageMeta(c.page).preload(
      { page: c.page, params: c.params, path: `/${c.page}` },
      parseQuery(c.search),
      ctx.viewer,
    );

  async function viaReduxSaga(c: Case, ctx: ServiceContext): Promise<RootState> {
    const { api, settled } = tracked(createServerApi(ctx));
    const { store, task } = makeStore({ api, preloadedState: initial(c, ctx) });
    for (const action of actionsFor(c, ctx)) store.dispatch(action);
    // The browser has no END: a load one feature starts when another's lands (a part's polls once
    // the part names its story) runs there. END only after every call has settled, so those count.
    await settled();
    store.dispatch(END);
    await task.toPromise();
    return store.getState();
  }

  async function viaRunPreload(c: Case, ctx: ServiceContext): Promise<RootState> {
    const api = createServerApi(ctx);
    const store = makeServerStore(initial(c, ctx));
    const run = runPreload(store, rootWatchers(api));
    for (const saga of startupSagas) run.fork(saga, api);
    for (const action of actionsFor(c, ctx)) run.put(action);
    await run.done();
    return store.getState();
  }

  it.each(
    [...TABLE_CASES, ...VARIANTS].flatMap((c) => [
      [c.name, 'a visitor', c] as const,
      [c.name, 'signed in', c] as const,
    ]),
  )('%s for %s', async (_name, who, c) => {
    const ctx = await contextFor(who === 'signed in', c);
    const expected = await viaReduxSaga(c, ctx);
    const actual = await viaRunPreload(c, ctx);
    expect(actual).toEqual(expected);
    expect(actualLoadedSomething(actual, c)).toBe(true);
  });
});

/** The pages with data really loaded it (the comparison is not two empty stores). */
function actualLoadedSomething(state: RootState, c: Case): boolean {
  if (c.page === 'home') return state.home.status === 'succeeded' && state.home.sections.length > 0;
  if (c.page === 'story' && c.params.id === String(LONG_STORY_ID))
    return JSON.stringify(state.stories).includes('The Salt Queen');
  if (c.facts?.socialPending) return state.social.completion?.name === 'Ada';
  return state.flags !== undefined;
}
