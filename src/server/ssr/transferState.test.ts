import { LONG_STORY_ID } from '../../../seeds/fixtures';
import {
  browserReducer,
  injectSlices,
  keepUninjected,
  type BrowserReducer,
} from '../../reducers/browserReducer';
import { pageSlices } from '../../reducers/pageSlices';
import type { RootState } from '../../reducers/rootReducer';
import { shellSlices } from '../../reducers/shellSlices';
import { createServiceContext } from '../context';
import { createTestApp, type TestApp } from '../test/testApp';
import { renderPage } from './render';
import { createServerApi } from './serverApi';
import { stateForTransfer } from './transferState';

const opts = {
  manifest: { publicPath: '/assets/', entry: { js: [], css: [] }, chunks: {} },
  productName: 'Storyloom',
  apiBase: '',
  budgetMs: 2000,
};

describe('the state a page inlines', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('drops page slices the render left untouched, and the browser store rebuilds the same state', async () => {
    const ctx = createServiceContext({ db: t.db, viewer: null, origin: 'http://localhost' });
    const story = await createServerApi(ctx).stories.get(String(LONG_STORY_ID));
    const result = await renderPage({ path: new URL(story.url).pathname, search: '' }, ctx, 'n0nce', opts);
    expect(result.status).toBe(200);
    const full = JSON.parse(JSON.stringify(result.state)) as RootState;
    const shipped = JSON.parse(JSON.stringify(stateForTransfer(result.state))) as Partial<RootState>;

    // Every shell slice is there; the story page touches no page slice, so none is.
    for (const s of shellSlices) expect(shipped).toHaveProperty(s.reducerPath);
    for (const s of pageSlices) expect(shipped).not.toHaveProperty(s.reducerPath);
    expect(JSON.stringify(shipped).length).toBeLessThan(JSON.stringify(full).length);

    // The browser's reducer from the shipped state, then every page slice injected as pages load:
    // the same state the server rendered with.
    const reducer = keepUninjected(browserReducer as unknown as BrowserReducer);
    const started = reducer(shipped as RootState, { type: '@@test/start' });
    injectSlices(pageSlices);
    const injected = reducer(started, { type: '@@test/after-inject' });
    expect(JSON.parse(JSON.stringify(injected))).toEqual(full);
  });

  it('keeps a page slice the render changed', async () => {
    const ctx = createServiceContext({ db: t.db, viewer: null, origin: 'http://localhost' });
    const result = await renderPage({ path: '/home', search: '' }, ctx, 'n0nce', opts);
    const shipped = stateForTransfer(result.state);
    const changed = pageSlices.filter(
      (s) =>
        JSON.stringify((result.state as unknown as Record<string, unknown>)[s.reducerPath]) !==
        JSON.stringify(s.reducer(undefined, { type: '@@test/initial' })),
    );
    expect(changed.length).toBeGreaterThan(0); // home's featured lists (the lists slice)
    for (const s of changed) expect(shipped).toHaveProperty(s.reducerPath);
  });
});
