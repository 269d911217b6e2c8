/**
 * The hydration benchmark (issue 29 item 1; `npm run bench`, or alone with `npm run bench -- --hydration`).
 *
 * Debian's Chromium at 375 px, CPU throttled 1× and 4× through the DevTools protocol
 * (`Emulation.setCPUThrottlingRate`), a fresh context (cold cache) per load, median of BENCH_HYDRATION_RUNS
 * (5) loads, the pages' loads interleaved so that other work on the machine falls on all of them:
 * - our pages (the story page, a part page, home, search results) with the build Chromium's own
 *   User-Agent gets (modern), and the story page with the legacy build (an iOS 12 User-Agent);
 * - floor 1: the same pages with our scripts blocked (route interception): what the HTML and CSS cost;
 * - floor 2: a bare React 19 page of about the story page's element count that only calls
 *   `hydrateRoot` (bench/reactFloor.ts, bundled by esbuild from the project's React, served here).
 *
 * Per load: first contentful paint, time to hydrated (`html[data-hydrated="true"]`, set after
 * hydration commits), total blocking time (Σ(duration − 50 ms) of every long task from navigation
 * until the page settles: hydrated, network idle, then 500 ms), the longest task, and the entry's
 * phase marks (`sl:*`, src/client/startMarks.ts). Ratio: a page's blocking time over the React
 * floor's at the same throttle.
 */
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM, MOBILE } from '../e2e/lib/browser';
import { ROOT } from '../e2e/lib/server';
import { Floor } from './reactFloor';

export const LEGACY_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1';
const RUNS = Math.max(1, Number(process.env.BENCH_HYDRATION_RUNS ?? 5));
const RATES = (process.env.BENCH_HYDRATION_RATES ?? '1,4').split(',').map(Number);

export interface BenchPage {
  name: string;
  path: string;
}

type Kind = 'page' | 'no-scripts' | 'react-floor';

interface Target {
  name: string;
  kind: Kind;
  url: string;
  userAgent?: string;
}

interface LoadMetrics {
  fcp: number | null;
  hydrated: number | null;
  tbt: number;
  longest: number;
  elements: number;
  marks: Record<string, number>;
}

export interface HydrationRow {
  name: string;
  kind: Kind;
  rate: number;
  runs: number;
  fcpMs: number | null;
  hydratedMs: number | null;
  tbtMs: number;
  longestMs: number;
  /** This page's blocking time over the React floor's at the same rate. */
  tbtToReactFloor: number | null;
  /** Median time of each entry phase mark (ms since navigation). */
  marks: Record<string, number>;
  samples: { tbt: number[]; hydrated: (number | null)[] };
}

export interface HydrationResult {
  runs: number;
  rates: number[];
  viewport: { width: number; height: number };
  floorElements: number;
  rows: HydrationRow[];
}

/** Runs in the page before any of its scripts: long tasks, paints and the moment of hydration. */
function observe(): void {
  const w = window as unknown as { __bench: { long: number[]; fcp: number | null; hydrated: number | null } };
  const bench = { long: [] as number[], fcp: null as number | null, hydrated: null as number | null };
  w.__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.long.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') bench.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  // Init scripts run before <html> exists: watch the document for the attribute.
  new MutationObserver(() => {
    if (bench.hydrated === null && document.documentElement?.getAttribute('data-hydrated') === 'true')
      bench.hydrated = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

async function measure(context: BrowserContext, target: Target, rate: number): Promise<LoadMetrics> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(observe);
  if (target.kind === 'no-scripts') await page.route('**/*.js', (route) => route.abort());
  await page.goto(target.url, { waitUntil: 'load', timeout: 60_000 });
  if (target.kind !== 'no-scripts') {
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
  }
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const b = (
      window as unknown as { __bench: { long: number[]; fcp: number | null; hydrated: number | null } }
    ).__bench;
    const marks: Record<string, number> = {};
    for (const m of performance.getEntriesByType('mark'))
      if (m.name.startsWith('sl:')) marks[m.name] = m.startTime;
    return {
      fcp: b.fcp,
      hydrated: b.hydrated,
      tbt: b.long.reduce((n, d) => n + Math.max(0, d - 50), 0),
      longest: b.long.reduce((n, d) => Math.max(n, d), 0),
      elements: document.querySelectorAll('body *').length,
      marks,
    };
  });
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0
    ? 0
    : s.length % 2
      ? s[(s.length - 1) / 2]
      : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round = (n: number) => Math.round(n);

/** Bundles the React floor's entry with esbuild (minified, production React) and serves it with its markup. */
async function serveReactFloor(elements: number): Promise<{ url: string; server: Server }> {
  const esbuild = await import('esbuild');
  const out = await esbuild.build({
    entryPoints: [path.join(ROOT, 'bench', 'reactFloorEntry.ts')],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const js = out.outputFiles[0].contents;
  const markup = renderToString(createElement(Floor, { elements }));
  const html =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>React floor</title>' +
    `<script defer src="/floor.js"></script></head><body><div id="root" data-elements="${elements}">${markup}</div></body></html>`;
  const server = createServer((req, res) => {
    if (req.url === '/floor.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, server };
}

export async function hydrationBench(
  baseUrl: string,
  pages: BenchPage[],
  log: (message: string) => void,
): Promise<HydrationResult> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  let floor: { url: string; server: Server } | null = null;
  try {
    const newContext = (userAgent?: string) =>
      browser.newContext({
        viewport: MOBILE,
        locale: 'en-US',
        timezoneId: 'UTC',
        ...(userAgent ? { userAgent } : {}),
      });
    // The React floor is sized like the story page (its element count without our scripts).
    const probe = await newContext();
    const storyElements = (
      await measure(probe, { name: 'probe', kind: 'no-scripts', url: `${baseUrl}${pages[0].path}` }, 1)
    ).elements;
    await probe.close();
    floor = await serveReactFloor(storyElements);

    const targets: Target[] = [
      ...pages.map((p): Target => ({ name: p.name, kind: 'page', url: `${baseUrl}${p.path}` })),
      {
        name: `${pages[0].name} (legacy build)`,
        kind: 'page',
        url: `${baseUrl}${pages[0].path}`,
        userAgent: LEGACY_UA,
      },
      ...pages.map((p): Target => ({ name: p.name, kind: 'no-scripts', url: `${baseUrl}${p.path}` })),
      { name: `bare React 19, ${storyElements} elements`, kind: 'react-floor', url: floor.url },
    ];
    const rows: HydrationRow[] = [];
    const started = Date.now();
    for (const rate of RATES) {
      const samples = new Map<Target, LoadMetrics[]>(targets.map((t) => [t, []]));
      for (let run = 0; run < RUNS; run++) {
        for (const target of targets) {
          const context = await newContext(target.userAgent);
          try {
            samples.get(target)?.push(await measure(context, target, rate));
          } finally {
            await context.close();
          }
        }
        log(
          `hydration ${rate}×: run ${run + 1}/${RUNS} done (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
      const floorTbt = median((samples.get(targets[targets.length - 1]) ?? []).map((m) => m.tbt));
      for (const target of targets) {
        const ms = samples.get(target) ?? [];
        const nums = (pick: (m: LoadMetrics) => number | null) => {
          const xs = ms.map(pick).filter((x): x is number => x !== null);
          return xs.length ? round(median(xs)) : null;
        };
        const tbt = round(median(ms.map((m) => m.tbt)));
        const markNames = [...new Set(ms.flatMap((m) => Object.keys(m.marks)))];
        rows.push({
          name: target.name,
          kind: target.kind,
          rate,
          runs: ms.length,
          fcpMs: nums((m) => m.fcp),
          hydratedMs: nums((m) => m.hydrated),
          tbtMs: tbt,
          longestMs: round(median(ms.map((m) => m.longest))),
          tbtToReactFloor: floorTbt > 0 ? Number((tbt / floorTbt).toFixed(2)) : null,
          marks: Object.fromEntries(markNames.map((n) => [n, nums((m) => m.marks[n] ?? null) ?? 0])),
          samples: {
            tbt: ms.map((m) => round(m.tbt)),
            hydrated: ms.map((m) => (m.hydrated === null ? null : round(m.hydrated))),
          },
        });
      }
    }
    return { runs: RUNS, rates: RATES, viewport: MOBILE, floorElements: storyElements, rows };
  } finally {
    await browser.close().catch(() => undefined);
    if (floor) await new Promise((resolve) => floor?.server.close(resolve));
  }
}

const lpad = (s: string | number, n: number) => String(s).padStart(n);
const ms = (n: number | null) => (n === null ? '—' : `${n}`);

/** The results as a table, one line a page and throttle. */
export function printHydration(h: HydrationResult): void {
  console.log('');
  console.log(
    `hydration: Chromium ${h.viewport.width} px, median of ${h.runs}, times in ms since navigation; ` +
      'TBT = Σ(long task − 50 ms) until settled',
  );
  console.log(
    `${'page'.padEnd(46)}${lpad('CPU', 4)}${lpad('FCP', 7)}${lpad('hydrated', 10)}${lpad('TBT', 7)}${lpad('longest', 9)}` +
      `${lpad('TBT/React', 11)}`,
  );
  for (const r of h.rows) {
    const label = r.kind === 'no-scripts' ? `${r.name} (our scripts blocked)` : r.name;
    console.log(
      `${label.padEnd(46)}${lpad(`${r.rate}×`, 4)}${lpad(ms(r.fcpMs), 7)}${lpad(ms(r.hydratedMs), 10)}${lpad(r.tbtMs, 7)}` +
        `${lpad(r.longestMs, 9)}${lpad(r.tbtToReactFloor === null ? '—' : r.tbtToReactFloor.toFixed(2), 11)}`,
    );
  }
  const phases = h.rows.filter((r) => r.kind === 'page' && Object.keys(r.marks).length > 0);
  if (phases.length > 0) {
    console.log('');
    console.log("the entry's phases (median ms since navigation; src/client/startMarks.ts):");
    for (const r of phases) {
      const marks = Object.entries(r.marks)
        .sort((a, b) => a[1] - b[1])
        .map(([n, t]) => `${n.slice(3)} ${t}`)
        .join(', ');
      console.log(`  ${r.name} ${r.rate}×: ${marks}`);
    }
  }
}
