import type { UnknownAction } from '@reduxjs/toolkit';
import type { Request, Response } from 'express';
import { setAutoFreeze } from 'immer';
import { renderToString } from 'react-dom/server';
import { ALL_PAGES, loadPage, pageChunk } from '../../client/app/pages';
import { deferredPending, loadDeferred } from '../../client/app/Deferred';
import { Root } from '../../client/app/Root';
import { homeForTransfer } from '../../reducers/home/homeSlice';
import { selectPageStatus } from '../../reducers/pageStatus';
import type { RootState } from '../../reducers/rootReducer';
import { routerStateFor } from '../../reducers/router/routerSlice';
import { runPreload } from '../../sagas/preload';
import { rootWatchers, startupSagas } from '../../sagas/rootSaga';
import { makeServerStore } from '../../sagas/store';
import { initialReaderState } from '../../reducers/reader/readerSlice';
import { readingThemeFromCookie } from '../features/reader/readingTheme';
import type { Api } from '../../shared/api';
import { matchRoute, pageMeta, preloadFor } from '../../shared/routes';
import type { ServiceContext } from '../context';
import type { Logger } from '../logger';
import { noKvCache } from '../lib/kvCache';
import { ReadCache } from '../lib/readCache';
import { visitorCacheWatch } from '../lib/visitorCaches';
import { csrfToken, hasVisitorCsrfCookie } from '../security/security';
import { formFailureOf } from './formAction';
import { pageHead } from './head';
import { documentEnd, documentStart } from './html';
import { assetsForPage, buildFor, type AssetManifest, type ModernBuild } from './manifest';
import { createServerApi } from './serverApi';
import { countSsrTimeout, observeSsr } from '../ops/metrics';
import { RETRY_AFTER_SECONDS } from '../ops/unavailable';

export interface RenderOptions {
  /** The legacy client build's manifest (every browser's when there is no modern build). */
  manifest: AssetManifest;
  /** The modern client build, served to browsers its user-agent rule matches (`buildFor`). */
  modern?: ModernBuild | null;
  productName: string;
  apiBase: string;
  budgetMs: number;
  /** Social sign-in that is configured (public ids only, never secrets). */
  social?: { googleClientId: string | null; facebookAppId: string | null };
}

export interface RenderResult {
  status: number;
  redirect?: string;
  /** The page: its head, the rendered body, the state and scripts (sent as they are, not joined). */
  chunks?: string[];
  /** The page as one string (tests, the page cache). */
  readonly html?: string;
  state: RootState;
  timedOut: boolean;
}

/**
 * A server render's store lives for one request and is never handed to code that could mutate it:
 * deep-freezing every payload its reducers take (45 cards on /home) cost ~0.5 ms a page. Reducer
 * and saga tests (the client Jest project) and the browser keep Immer's freezing.
 *
 * Both Immer builds are switched off. This bundle is CommonJS, so `import 'immer'` is a `require`
 * that gets Immer's CommonJS build (switched off here, as this module loads); but Node 20.19+
 * loads Redux Toolkit's ES module build (its `module-sync` export), which imports Immer's ES module
 * build: a second Immer with its own setting, the one every slice reducer uses (the dual-package
 * hazard). Only an `import()` (a native one, left alone by webpack) reaches it, so that one is
 * switched off at start-up, in `preparePages`, before the first request.
 */
setAutoFreeze(false);
const stopEsmFreezing = async (): Promise<void> =>
  ((await import(/* webpackIgnore: true */ 'immer')) as typeof import('immer')).setAutoFreeze(false);

/**
 * Start-up work before the first render: every page's code loaded (so rendering never waits for a
 * chunk), and Immer's ES module build told not to freeze (above).
 */
export const preparePages = (): Promise<unknown> =>
  // Deferred regions (progressive hydration) register as their pages load: their code after.
  Promise.all([stopEsmFreezing(), Promise.all(ALL_PAGES.map(loadPage)).then(loadDeferred)]);

/**
 * DESIGN.md §3: a fresh store per request → preload actions through the sagas' watchers and
 * workers (`runPreload`, the lean server interpreter of their effects) → wait (bounded by a time
 * budget; a hung worker is cancelled and what is there renders) → render → state inlined.
 */
export async function renderPage(
  url: { path: string; search: string },
  ctx: ServiceContext,
  nonce: string,
  opts: RenderOptions,
  api: Api = createServerApi(ctx),
  csrfToken: string | null = null,
  /** A premium reader's `reading-theme` cookie, rendered with no flash. */
  readingTheme?: ReturnType<typeof readingThemeFromCookie>,
  /** A refused form's `forms/failed` (`formAction.ts`), dispatched before the preload. */
  formFailure?: UnknownAction,
): Promise<RenderResult> {
  const store = makeServerStore({
    config: {
      productName: opts.productName,
      apiBase: opts.apiBase,
      renderedAt: Date.now(),
      googleClientId: opts.social?.googleClientId ?? null,
      facebookAppId: opts.social?.facebookAppId ?? null,
      languageId: ctx.viewer ? null : (ctx.languageId ?? null),
    },
    router: routerStateFor(url.path, url.search),
    session: { viewer: ctx.viewer, csrfToken },
    reader: initialReaderState(readingTheme),
  });
  if (formFailure) store.dispatch(formFailure);
  const preloadStarted = performance.now();
  const run = runPreload(store, rootWatchers(api));
  for (const saga of startupSagas) run.fork(saga, api);
  for (const action of preloadFor(url.path, url.search, ctx.viewer)) run.put(action);

  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    run.done().then(() => false),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), opts.budgetMs))),
  ]).finally(() => clearTimeout(timer));
  if (timedOut) run.cancel();
  const preloadSeconds = (performance.now() - preloadStarted) / 1000;

  const state = store.getState();
  const head = pageHead(state);
  const { page } = state.router;
  observeSsr('preload', page, preloadSeconds);
  if (timedOut) countSsrTimeout(page);
  if (pageMeta(page).redirects && head.canonicalPath && head.canonicalPath !== url.path) {
    return { status: 301, redirect: head.canonicalPath + url.search, state, timedOut };
  }

  await loadPage(page);
  // A deferred region renders its real content on the server, never a Suspense fallback.
  if (deferredPending()) await loadDeferred();
  const renderStarted = performance.now();
  const body = renderToString(<Root store={store} />);
  observeSsr('render', page, (performance.now() - renderStarted) / 1000);
  const assets = assetsForPage(opts.manifest, pageChunk(page));
  const doc = {
    head,
    assets: { ...assets, entryJs: opts.manifest.entry.js },
    publicPath: opts.manifest.publicPath,
    nonce,
    origin: ctx.origin,
    state: { ...state, home: homeForTransfer(state.home) },
  };
  const chunks = [documentStart(doc), body, documentEnd(doc)];
  return {
    status: timedOut ? 503 : selectPageStatus(state),
    chunks,
    get html() {
      return chunks.join('');
    },
    state,
    timedOut,
  };
}

const HOME_RELATIVE = /^\/.+\/home\/?$/;

/** How long a visitor's page may be served from the page cache (the read cache keeps data 15 s). */
export const PAGE_CACHE_TTL_MS = 10_000;
/**
 * How long a visitor's page, once rendered, may stand in for a fresh one whose data cannot load (a
 * database down or hung): 200 with the last good copy instead of a 503. A purge of the page cache
 * (a closed account) must drop these copies too.
 */
export const STALE_IF_ERROR_MS = 60_000;
/** Stands for the response's CSP nonce in cached HTML; each response gets its own nonce. */
const NONCE_SLOT = '__sl_nonce_slot__';

/** A cached page's encoded pieces joined around this response's nonce (a copy, no re-encoding). */
function withNonce(parts: readonly Buffer[], nonce: string): Buffer {
  const n = Buffer.from(nonce);
  return Buffer.concat(parts.flatMap((p, i) => (i === 0 ? [p] : [n, p])));
}

/**
 * Express handler for every page route. A visitor's GET without any cookie (first visits, crawlers,
 * link previews) depends only on the address, so its rendered page is kept for 10 s per process and
 * served with a fresh nonce; anything with a cookie, a viewer, a CSRF token or form state renders.
 */
export function pageHandler(opts: RenderOptions, getContext: (req: Request) => ServiceContext, log: Logger) {
  const modernOpts: RenderOptions | null = opts.modern ? { ...opts, manifest: opts.modern.manifest } : null;
  const pageCache = new ReadCache(500, PAGE_CACHE_TTL_MS);
  const lastGood = new Map<string, { result: RenderResult & { parts?: Buffer[] }; at: number }>();
  // A purge (a closed account) empties the page cache, the last good copies and the read cache.
  let readCache: unknown = null;
  const purges = visitorCacheWatch(() => {
    pageCache.invalidate('');
    lastGood.clear();
    if (readCache instanceof ReadCache) readCache.invalidate('');
  });
  return async (req: Request, res: Response): Promise<void> => {
    // The story-not-found page's "Go home" link is `./home` (reading-discovery §2); from a nested
    // address (/story/999) it resolves to /story/home, which no route serves: send it home.
    if (HOME_RELATIVE.test(req.path) && matchRoute(req.path).page === 'notFound') {
      return res.redirect(301, '/home');
    }
    const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const ctx = getContext(req);
    // Signed-in pages carry the session's CSRF token so the client can write. A visitor's token is
    // stateless (a signed cookie pair, security.ts): pages with forms a visitor posts (`forms` in
    // the route table) set it; other pages carry it once the visitor has the cookie, and without
    // one stay cacheable (the sign-up prompt fetches a token when it opens).
    const token =
      ctx.viewer || matchRoute(req.path).def?.forms || hasVisitorCsrfCookie(req) ? csrfToken(req) : null;
    const nonce = res.locals.nonce as string;
    const theme = ctx.viewer?.isPremium ? readingThemeFromCookie(req.headers.cookie) : undefined;
    const url = { path: req.path, search };
    const failed = formFailureOf(res);
    const cacheable = req.method === 'GET' && !req.headers.cookie && !ctx.viewer && token === null && !failed;
    // The HTML lists one client build's scripts, picked by User-Agent: the cache keys carry the
    // build, and `Vary: User-Agent` tells any cache on the way that two browsers may differ.
    const build = buildFor(opts.modern, req.get('user-agent'));
    if (modernOpts) res.vary('User-Agent');
    const buildOpts = build === 'modern' && modernOpts ? modernOpts : opts;
    const render = () =>
      renderPage(url, ctx, cacheable ? NONCE_SLOT : nonce, buildOpts, undefined, token, theme, failed);
    const key = `${build} ${ctx.origin}${req.url}`;
    if (cacheable && ctx.kv !== noKvCache) {
      readCache = ctx.cache;
      await purges.check(ctx.kv);
    }
    // A cached page is kept cut at its nonce slots, so serving it is one join, not a search of ~100 KB.
    const renderCut = async (): Promise<RenderResult & { parts?: Buffer[] }> => {
      const r = await render();
      return { ...r, parts: r.html?.split(NONCE_SLOT).map((p) => Buffer.from(p)) };
    };
    let result: RenderResult & { parts?: Buffer[] } = cacheable
      ? await pageCache.memo(key, renderCut)
      : await render();
    if (cacheable && (result.timedOut || result.status >= 500)) {
      pageCache.invalidate(key);
      // Stale if error (issue 25 #7): while the data cannot load, the last good copy answers.
      const stale = lastGood.get(key);
      if (stale && Date.now() - stale.at < STALE_IF_ERROR_MS) result = stale.result;
    } else if (cacheable && result.status === 200 && result.parts && lastGood.get(key)?.result !== result) {
      lastGood.delete(key); // re-insert: Map order is the LRU order
      lastGood.set(key, { result, at: Date.now() });
      if (lastGood.size > 500) lastGood.delete(lastGood.keys().next().value as string);
    }
    if (result.timedOut)
      log.warn({ path: req.path }, 'SSR preload exceeded its budget; rendered what was loaded');
    if (result.redirect) return res.redirect(301, result.redirect);
    // The same Go home link from a page that could exist (/user/{missing} → /user/home): when no
    // such page does, home — a 302, since a user named "home" may sign up one day.
    if (result.status === 404 && HOME_RELATIVE.test(req.path)) return res.redirect(302, '/home');
    // Each piece encoded on its own: joined first, they made one 70 KB string V8 had to flatten
    // before encoding it (a third more time than the pieces, on /home).
    const body = result.parts
      ? withNonce(result.parts, nonce)
      : Buffer.concat((result.chunks ?? []).map((c) => Buffer.from(c)));
    // Sent without an ETag (res.send would hash every page): each response carries its own CSP
    // nonce, so no two bodies match, and a 304 would pair the cached page's nonce with a new header.
    // A page whose data could not load (a dependency down or hung, issue 25 #7) asks to be retried.
    if (result.status >= 500) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res
      .status(result.status >= 500 ? 503 : result.status)
      .type('html')
      .setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('Content-Length', body.length);
    res.end(body);
  };
}
