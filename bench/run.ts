/**
 * `npm run bench` (issue 2 §11): SSR throughput of a story page against the same page's HTML served
 * static by the same server through the same middleware (`/__bench/static/…`, BENCH=1 only), the
 * gzip size of the JavaScript a first visit to a story page loads (modern and legacy build), the time
 * to draw a cover PNG, the browser's saga start-up (bench/sagas.ts), and hydration in Chromium against
 * React's own floor (bench/hydration.ts; `npm run bench -- --hydration` runs only that).
 *
 * Reuses `data/bench.sqlite3` (seeds it with SEED_SIZE=bench when missing), builds when `dist/` is
 * missing, starts `node dist/server/main.js` on a free port, always stops it. Prints a results table,
 * writes `bench/.results/latest.json`, exits 0 (missed targets are marked FAIL).
 *
 * Environment: BENCH_DURATION (s, default 10), BENCH_WARMUP (s, 2), BENCH_CONNECTIONS (20),
 * BENCH_HOME_ROUNDS (3) and BENCH_HOME_DURATION (s, 4): the /home ratios' rounds (bench/home.ts),
 * BENCH_GZIP=1 (send Accept-Encoding: gzip, as browsers do), BENCH_STORY_ID (skip the story search),
 * BENCH_LOG_LEVEL (server LOG_LEVEL, default warn), BENCH_HYDRATION=0 (skip the hydration benchmark),
 * BENCH_HYDRATION_RUNS (5) and BENCH_HYDRATION_RATES (`1,4`), BENCH_SEARCH_TERM (`queen`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import knex from 'knex';
import { ensureBuild, ROOT, startServer, type RunningServer } from '../e2e/lib/server';
import { homeRatios } from './home';
import { searchLatency } from './search';
import { commentsLatency, ensureBenchComments } from './comments';
import { inboxLatency, printInbox } from './inbox';
import { coverTiming } from './cover';
import { editorSaveTiming } from './editor';
import { sagaStartTiming } from './sagas';
import { leakTest } from './leak';
import { hydrationBench, LEGACY_UA, printHydration, type BenchPage, type HydrationResult } from './hydration';

const DB_FILE = path.join(ROOT, 'data', 'bench.sqlite3');
const RESULTS_DIR = path.join(ROOT, 'bench', '.results');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const GZIP = process.env.BENCH_GZIP === '1';
const HOME_ROUNDS = Math.max(1, Number(process.env.BENCH_HOME_ROUNDS ?? 3));
const HOME_DURATION = Number(process.env.BENCH_HOME_DURATION ?? 4);
const TARGET_RATIO = 0.35;
/** First-load JS budgets of the story page (issue 29): the modern build's, the legacy build's. */
const TARGET_JS_KB = 100;
const TARGET_LEGACY_JS_KB = 120;
/** A modern browser's User-Agent for Node's own requests (the server picks the build by it). */
const MODERN_UA =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
/** `npm run bench -- --hydration`: only the hydration benchmark (bench/hydration.ts). */
const HYDRATION_ONLY = process.argv.includes('--hydration');
/** `npm run bench -- --inbox`: only the inbox paging benchmark (bench/inbox.ts; no build, no server). */
const INBOX_ONLY = process.argv.includes('--inbox');
const SEARCH_TERM = process.env.BENCH_SEARCH_TERM ?? 'queen';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface LoadResult {
  path: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerResponse: number;
}

interface ScriptSize {
  url: string;
  bytes: number;
  gzipBytes: number;
  /** How the page loads it: listed in the HTML, or fetched at run time (seen in Chromium only). */
  via: 'html' | 'runtime';
}

let server: RunningServer | null = null;

function log(message: string): void {
  console.log(`[bench] ${message}`);
}

function ensureBenchDb(): void {
  if (existsSync(DB_FILE)) {
    log(`reusing ${path.relative(ROOT, DB_FILE)}`);
    return;
  }
  mkdirSync(path.dirname(DB_FILE), { recursive: true });
  log(`${path.relative(ROOT, DB_FILE)} missing: seeding the bench size (this takes minutes)`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'seed'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, SEED_SIZE: 'bench', SQLITE_FILE: DB_FILE },
  });
  if (result.status !== 0) throw new Error(`npm run seed failed (exit ${result.status ?? result.signal})`);
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** Stories (not deleted) with at least 10 published parts, from the bench database, read-only. */
async function candidateStories(): Promise<{ ids: number[]; stories: number; parts: number }> {
  const db = knex({
    client: 'better-sqlite3',
    connection: { filename: DB_FILE, options: { readonly: true } },
    useNullAsDefault: true,
  });
  try {
    const [{ n: stories }] = await db('stories').count<{ n: number }[]>({ n: '*' });
    const [{ n: parts }] = await db('parts').count<{ n: number }[]>({ n: '*' });
    let ids = (
      await db('stories')
        .whereNull('deleted_at')
        .andWhere('published_part_count', '>=', 10)
        .orderBy('id')
        .limit(20)
        .select<{ id: number }[]>('id')
    ).map((r) => r.id);
    if (ids.length === 0) {
      // published_part_count not maintained: count the parts themselves.
      ids = (
        await db('parts')
          .whereNull('deleted_at')
          .andWhere('draft', false)
          .groupBy('story_id')
          .havingRaw('count(*) >= 10')
          .limit(20)
          .select<{ story_id: number }[]>('story_id')
      ).map((r) => r.story_id);
    }
    return { ids, stories: Number(stories), parts: Number(parts) };
  } finally {
    await db.destroy();
  }
}

/** Follows `/story/{id}` once to learn the canonical address; null when the story does not show. */
async function canonicalStoryPath(baseUrl: string, id: number): Promise<string | null> {
  const res = await fetch(`${baseUrl}/story/${id}`, { redirect: 'manual' });
  await res.arrayBuffer();
  let target = `/story/${id}`;
  if (res.status >= 300 && res.status < 400) {
    target = new URL(res.headers.get('location') ?? '', baseUrl).pathname;
  } else if (res.status !== 200) {
    return null;
  }
  const page = await fetch(`${baseUrl}${target}`, { redirect: 'manual' });
  await page.arrayBuffer();
  return page.status === 200 ? target : null;
}

async function load(
  baseUrl: string,
  pagePath: string,
  extra: Record<string, string> = {},
  warm = true,
  duration = DURATION,
): Promise<LoadResult> {
  const url = `${baseUrl}${pagePath}`;
  const headers: Record<string, string> = { accept: 'text/html', ...extra };
  if (GZIP) headers['accept-encoding'] = 'gzip';
  if (warm && WARMUP > 0) await autocannon({ url, connections: CONNECTIONS, duration: WARMUP, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  const requests = r.requests.total;
  return {
    path: pagePath,
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerResponse: requests > 0 ? Math.round(r.throughput.total / requests) : 0,
  };
}

interface Tag {
  name: string;
  attrs: Record<string, string>;
}

function tags(html: string, names: string[]): Tag[] {
  const out: Tag[] = [];
  const tagRe = /<(script|link)\b([^>]*)>/gi;
  for (let m = tagRe.exec(html); m; m = tagRe.exec(html)) {
    const name = m[1].toLowerCase();
    if (!names.includes(name)) continue;
    const attrs: Record<string, string> = {};
    const attrRe = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
    for (let a = attrRe.exec(m[2]); a; a = attrRe.exec(m[2])) {
      attrs[a[1].toLowerCase()] = (a[2] ?? a[3] ?? a[4] ?? '').replace(/&amp;/g, '&');
    }
    out.push({ name, attrs });
  }
  return out;
}

/** Script URLs a story page's HTML makes the browser load: <script src>, modulepreload, preload as=script. */
function scriptUrlsInHtml(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const urls = new Set<string>();
  for (const tag of tags(html, ['script', 'link'])) {
    let href: string | undefined;
    if (tag.name === 'script') href = tag.attrs.src;
    else {
      const rel = (tag.attrs.rel ?? '').toLowerCase().split(/\s+/);
      if (rel.includes('modulepreload') || (rel.includes('preload') && tag.attrs.as === 'script'))
        href = tag.attrs.href;
    }
    if (!href) continue;
    const url = new URL(href, pageUrl);
    if (url.origin === origin) urls.add(url.href);
  }
  return [...urls];
}

async function sizeOf(url: string, via: ScriptSize['via']): Promise<ScriptSize> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  return { url, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length, via };
}

/** Scripts Chromium actually fetches on a first visit (catches chunks loaded at run time). */
async function scriptsLoadedByChromium(pageUrl: string, userAgent?: string): Promise<string[] | null> {
  if (!existsSync(CHROMIUM)) return null;
  const { openSession } = await import('../e2e/lib/browser');
  const session = await openSession({ baseURL: new URL(pageUrl).origin, javaScriptEnabled: true, userAgent });
  try {
    const seen = new Set<string>();
    const origin = new URL(pageUrl).origin;
    session.page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(origin))
        seen.add(response.url());
    });
    await session.page.goto(pageUrl, { waitUntil: 'networkidle' });
    await session.page
      .locator('html[data-hydrated="true"]')
      .waitFor({ state: 'attached', timeout: 10_000 })
      .catch(() => log('note: the page did not set html[data-hydrated] within 10 s'));
    await session.page.waitForLoadState('networkidle');
    return [...seen];
  } finally {
    await session.close();
  }
}

/** `userAgent`: the legacy build's browser (LEGACY_UA); a modern one by default (Chromium's own). */
async function firstLoadJs(baseUrl: string, pagePath: string, userAgent?: string): Promise<ScriptSize[]> {
  const pageUrl = `${baseUrl}${pagePath}`;
  const html = await (await fetch(pageUrl, { headers: { 'user-agent': userAgent ?? MODERN_UA } })).text();
  const fromHtml = scriptUrlsInHtml(html, pageUrl);
  const sizes = await Promise.all(fromHtml.map((url) => sizeOf(url, 'html')));
  let fromBrowser: string[] | null = null;
  try {
    fromBrowser = await scriptsLoadedByChromium(pageUrl, userAgent);
  } catch (error) {
    log(
      `note: could not check the page in Chromium (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (fromBrowser) {
    const extra = fromBrowser.filter((url) => !fromHtml.includes(url));
    sizes.push(...(await Promise.all(extra.map((url) => sizeOf(url, 'runtime')))));
  } else {
    log('note: Chromium not available: counting only the scripts the HTML lists');
  }
  return sizes;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mark = (ok: boolean) => (ok ? 'ok' : 'FAIL');
const pad = (s: string | number, n: number) => String(s).padEnd(n);
const lpad = (s: string | number, n: number) => String(s).padStart(n);

async function main(): Promise<void> {
  if (INBOX_ONLY) {
    const inbox = await inboxLatency(log);
    printInbox(inbox);
    saveResults(`inbox-${inbox.database}.json`, { date: new Date().toISOString(), inbox });
    return;
  }
  const loadBefore = os.loadavg();
  ensureBenchDb();
  const { ids, stories, parts } = await candidateStories();
  log(`bench database: ${stories.toLocaleString('en')} stories, ${parts.toLocaleString('en')} parts`);
  if (stories < 100_000 || parts < 1_000_000) {
    log('WARNING: smaller than the bench size (≥ 100k stories / 1M parts); delete the file to re-seed');
  }
  ensureBuild();

  server = await startServer({
    env: {
      NODE_ENV: 'production',
      BENCH: '1',
      SQLITE_FILE: DB_FILE,
      SEED_SIZE: 'bench',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    },
    logFile: path.join(os.tmpdir(), 'storyloom-bench-server.log'),
    readyTimeoutMs: 180_000,
  });
  const baseUrl = server.baseUrl;
  log(`server ready at ${baseUrl}`);
  await ensureBenchComments(DB_FILE, log); // a database seeded before comments (the server migrated it)

  const tryIds = process.env.BENCH_STORY_ID ? [Number(process.env.BENCH_STORY_ID)] : ids;
  let storyPath: string | null = null;
  let storyId = 0;
  for (const id of tryIds) {
    storyPath = await canonicalStoryPath(baseUrl, id);
    if (storyPath) {
      storyId = id;
      break;
    }
  }
  if (!storyPath) throw new Error(`no story page answered 200 (tried ids ${tryIds.join(', ')})`);
  const staticPath = `/__bench/static${storyPath}`;
  const check = await fetch(`${baseUrl}${staticPath}`);
  await check.arrayBuffer();
  if (check.status !== 200) throw new Error(`GET ${staticPath} answered ${check.status} (is BENCH=1 wired?)`);
  log(`story ${storyId}: ${storyPath}`);
  const pages = await hydrationPages(baseUrl, storyPath);
  if (HYDRATION_ONLY) {
    const hydration = await hydrationBench(baseUrl, pages, log);
    printHydration(hydration);
    saveResults('hydration.json', { date: new Date().toISOString(), pages, hydration });
    return;
  }
  log(
    `load: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s each, ` +
      `${GZIP ? 'Accept-Encoding: gzip' : 'no compression requested'}`,
  );

  const ssr = await load(baseUrl, storyPath);
  log(`SSR     ${ssr.reqPerSec.toFixed(0)} req/s`);
  const stat = await load(baseUrl, staticPath);
  log(`static  ${stat.reqPerSec.toFixed(0)} req/s`);
  const ratio = stat.reqPerSec > 0 ? ssr.reqPerSec / stat.reqPerSec : 0;
  // A cookie keeps a visitor out of the page cache: every request renders (data still cached).
  const rendered = await load(baseUrl, storyPath, { cookie: 'bench=1' });
  log(`SSR, rendered every time  ${rendered.reqPerSec.toFixed(0)} req/s`);
  const home = await homeRatios(
    baseUrl,
    (url, pagePath, headers, warm) => load(url, pagePath, headers, warm, HOME_DURATION),
    log,
    HOME_ROUNDS,
  );
  const search = await searchLatency(baseUrl);
  const comments = await commentsLatency(baseUrl);
  const editor = await editorSaveTiming(baseUrl, DB_FILE);
  const cover = coverTiming();
  const sagas = sagaStartTiming();

  const scripts = await firstLoadJs(baseUrl, storyPath);
  const jsGzip = scripts.reduce((n, s) => n + s.gzipBytes, 0);
  const jsRaw = scripts.reduce((n, s) => n + s.bytes, 0);
  const legacyScripts = await firstLoadJs(baseUrl, storyPath, LEGACY_UA);
  const legacyGzip = legacyScripts.reduce((n, s) => n + s.gzipBytes, 0);
  const hydration: HydrationResult | null =
    process.env.BENCH_HYDRATION === '0' ? null : await hydrationBench(baseUrl, pages, log);

  await server.stop();
  server = null;
  await leakTest(log); // heap after GC, 10k → 100k SSR requests (its own server; bench/leak.ts)

  const ratioOk = ratio >= TARGET_RATIO;
  const jsOk = jsGzip / 1024 <= TARGET_JS_KB;
  const legacyJsOk = legacyGzip / 1024 <= TARGET_LEGACY_JS_KB;
  const cleanLoad = (r: LoadResult) => r.non2xx === 0 && r.errors === 0 && r.timeouts === 0;

  console.log('');
  console.log(
    `Storyloom benchmark: story ${storyId} (${storyPath}), ${os.cpus().length} cores, node ${process.version}`,
  );
  console.log(
    `machine load average before the run: ${loadBefore.map((n) => n.toFixed(2)).join(' ')}` +
      (loadBefore[0] > 0.5 ? '  (other work was running: figures are noisy)' : ''),
  );
  console.log('');
  console.log(
    `${pad('route', 10)}${lpad('req/s', 10)}${lpad('p50 ms', 10)}${lpad('p99 ms', 10)}${lpad('requests', 11)}` +
      `${lpad('non-2xx', 9)}${lpad('errors', 8)}${lpad('KB/resp', 9)}`,
  );
  for (const [name, r] of [
    ['SSR', ssr],
    ['SSR*', rendered],
    ['static', stat],
  ] as const) {
    console.log(
      `${pad(name, 10)}${lpad(r.reqPerSec.toFixed(0), 10)}${lpad(r.p50, 10)}${lpad(r.p99, 10)}${lpad(r.requests, 11)}` +
        `${lpad(r.non2xx, 9)}${lpad(r.errors + r.timeouts, 8)}${lpad(kb(r.bytesPerResponse), 9)}` +
        (cleanLoad(r) ? '' : '  FAIL (not every response was a 2xx)'),
    );
  }
  console.log('');
  console.log(
    `${pad('SSR / static ratio', 28)}${lpad(ratio.toFixed(2), 8)}   target ≥ ${TARGET_RATIO}   ${mark(ratioOk)}`,
  );
  console.log(
    `${pad('SSR* / static (no page cache)', 28)}${lpad((stat.reqPerSec > 0 ? rendered.reqPerSec / stat.reqPerSec : 0).toFixed(2), 8)}` +
      '   (SSR* sends a cookie, so every request renders the page)',
  );
  for (const [name, h, note] of [
    ['/home SSR / static, cached', home.cached, 'visitors: page and section caches'],
    ['/home SSR / static, uncached', home.uncached, 'signed in, sections built every time'],
    ['/home SSR / static, signed in', home.signedIn, 'rendered every time, sections cached'],
  ] as const) {
    console.log(
      `${pad(name, 28)}${lpad(h.ratio.toFixed(2), 8)}   target ≥ ${h.target}   ${mark(h.ok)}` +
        `   (median of ${h.rounds.length}: ${h.rounds.map((r) => r.toFixed(2)).join(' ')}; ` +
        `${h.ssr.reqPerSec.toFixed(0)} vs ${h.stat.reqPerSec.toFixed(0)} req/s; ${note})`,
    );
  }
  console.log(
    `${pad('first-load JS (gzip -9)', 28)}${lpad(kb(jsGzip) + ' KB', 8)}   target ≤ ${TARGET_JS_KB} KB   ${mark(jsOk)}` +
      `   (modern build; ${kb(jsRaw)} KB minified, ${scripts.length} files)`,
  );
  console.log(
    `${pad('first-load JS, legacy build', 28)}${lpad(kb(legacyGzip) + ' KB', 8)}   target ≤ ${TARGET_LEGACY_JS_KB} KB   ${mark(legacyJsOk)}` +
      `   (iOS 12 User-Agent; ${legacyScripts.length} files)`,
  );
  console.log(
    `${pad('search p95 (sequential)', 28)}${lpad(search.p95 + ' ms', 8)}   target ≤ ${search.target} ms   ${mark(search.ok)}` +
      `   (p50 ${search.p50} ms, ${search.requests} requests, ${search.non2xx} non-2xx)`,
  );
  console.log(
    `${pad('comments, 1st set p95', 28)}${lpad(comments.first.p95 + ' ms', 8)}   target ≤ ${comments.target} ms   ${mark(comments.ok)}` +
      `   (500th set p95 ${comments.late.p95} ms; p50 ${comments.first.p50} / ${comments.late.p50} ms; part ${comments.partId},` +
      ` ${comments.comments} comments walked ${comments.walkedOnce ? 'each once' : 'NOT each once'}, ${comments.non2xx} non-2xx)`,
  );
  console.log(
    `${pad('cover PNG 512×768 (mean)', 28)}${lpad(cover.meanMs + ' ms', 8)}   target ≤ ${cover.target} ms   ${mark(cover.ok)}` +
      `   (max ${cover.maxMs} ms over ${cover.renders} renders, in process)`,
  );
  console.log(
    `${pad('saga start, one watch task', 28)}${lpad(sagas.watchStartUs + ' µs', 8)}` +
      `   vs ${sagas.helpersStartUs} µs with a take helper per watcher (${sagas.watchers} watchers;` +
      ` ${sagas.watchDispatchUs} vs ${sagas.helpersDispatchUs} µs per unwatched action; in process)`,
  );
  console.log(
    `${pad('editor save p95, 5k words', 28)}${lpad(editor.p95 + ' ms', 8)}   target ≤ ${editor.target} ms   ${mark(editor.ok)}` +
      `   (p50 ${editor.p50} ms, max ${editor.maxMs} ms, ${editor.saves} saves of ${editor.htmlChars} characters, ${editor.non2xx} non-2xx)`,
  );
  for (const s of scripts) {
    console.log(
      `    ${lpad(kb(s.gzipBytes), 7)} KB gzip ${lpad(kb(s.bytes), 8)} KB  ${new URL(s.url).pathname}` +
        (s.via === 'runtime' ? '  (loaded at run time, not listed in the HTML)' : ''),
    );
  }
  if (hydration) printHydration(hydration);

  const json = {
    date: new Date().toISOString(),
    node: process.version,
    cores: os.cpus().length,
    loadAverageBefore: loadBefore,
    story: { id: storyId, path: storyPath },
    database: { file: path.relative(ROOT, DB_FILE), stories, parts },
    load: {
      connections: CONNECTIONS,
      warmupSeconds: WARMUP,
      durationSeconds: DURATION,
      gzip: GZIP,
      home: { rounds: HOME_ROUNDS, durationSeconds: HOME_DURATION },
    },
    ssr,
    static: stat,
    renderedEveryTime: rendered,
    ratio: { value: Number(ratio.toFixed(3)), target: TARGET_RATIO, ok: ratioOk },
    home,
    search,
    comments,
    editor,
    cover,
    sagas,
    firstLoadJs: {
      gzipBytes: jsGzip,
      gzipKB: Number(kb(jsGzip)),
      rawBytes: jsRaw,
      targetKB: TARGET_JS_KB,
      ok: jsOk,
      files: scripts.map((s) => ({ ...s, path: new URL(s.url).pathname })),
    },
    firstLoadJsLegacy: {
      gzipBytes: legacyGzip,
      gzipKB: Number(kb(legacyGzip)),
      targetKB: TARGET_LEGACY_JS_KB,
      ok: legacyJsOk,
      files: legacyScripts.map((s) => ({ ...s, path: new URL(s.url).pathname })),
    },
    pages,
    hydration,
  };
  saveResults('latest.json', json);
}

function saveResults(file: string, json: unknown): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, file), `${JSON.stringify(json, null, 2)}\n`);
  console.log('');
  console.log(`results: ${path.relative(process.cwd(), path.join(RESULTS_DIR, file))}`);
}

/** The hydration benchmark's pages: the story page, its first part, home and search results. */
async function hydrationPages(baseUrl: string, storyPath: string): Promise<BenchPage[]> {
  const html = await (await fetch(`${baseUrl}${storyPath}`)).text();
  const partId = /href="\/(\d+)-[^"]*"/.exec(html)?.[1];
  if (!partId) throw new Error(`the story page ${storyPath} links no part`);
  const res = await fetch(`${baseUrl}/${partId}`, { redirect: 'manual' });
  await res.arrayBuffer();
  const partPath =
    res.status >= 300 && res.status < 400
      ? new URL(res.headers.get('location') ?? '', baseUrl).pathname
      : `/${partId}`;
  return [
    { name: 'story page', path: storyPath },
    { name: 'part page', path: partPath },
    { name: 'home', path: '/home' },
    { name: 'search results', path: `/search/${encodeURIComponent(SEARCH_TERM)}` },
  ];
}

async function stopServer(): Promise<void> {
  const running = server;
  server = null;
  if (running) await running.stop().catch(() => undefined);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopServer().then(() => process.exit(130));
  });
}

main()
  .then(async () => {
    await stopServer();
    process.exit(0);
  })
  .catch(async (error: unknown) => {
    const tail = server ? `\nserver output:\n${server.tail()}` : '';
    await stopServer();
    console.error(
      `[bench] FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}${tail}`,
    );
    process.exit(1);
  });
