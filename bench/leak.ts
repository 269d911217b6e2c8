/**
 * The leak test of `npm run bench` (issue 25 #16): the production server (`dist/server/main.js`,
 * tiny seed in a temp SQLite file) runs in a child process with `--expose-gc`; after 10k
 * server-rendered requests and again after 100k, it collects garbage fully and reports its heap.
 * The heap after GC may grow less than 5 % between the two. Requests cycle through several pages
 * (home, a story, a part, search, a profile) with a cookie, so every one renders (no page cache).
 *
 * Alone: `node --import tsx bench/leak.ts`. Environment: BENCH_LEAK_BASE (10000),
 * BENCH_LEAK_REQUESTS (100000), BENCH_LEAK_CONNECTIONS (10). Writes bench/.results/leak.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

type LoadResult = Awaited<ReturnType<typeof autocannon>>;
import { ensureBuild, freePort, ROOT, SERVER_ENTRY } from '../e2e/lib/server';

const BASE = Number(process.env.BENCH_LEAK_BASE ?? 10_000);
const TOTAL = Number(process.env.BENCH_LEAK_REQUESTS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_LEAK_CONNECTIONS ?? 10);
const TARGET_GROWTH = 0.05;
/** Heap measured at these request counts (the base, then every tenth of the run). */
const STEPS = [
  ...new Set([
    BASE,
    ...Array.from({ length: 9 }, (_, i) => Math.round(BASE + ((TOTAL - BASE) * (i + 1)) / 9)),
  ]),
];

const CANDIDATES = [
  '/home',
  '/story/1',
  '/1001',
  '/search/queen',
  '/user/ava_writes',
  '/stories/fantasy',
  '/login',
];

interface Heap {
  heapUsed: number;
  heapTotal: number;
  rss: number;
}

export interface LeakResult {
  base: number;
  total: number;
  baseHeapMb: number;
  finalHeapMb: number;
  growth: number;
  ok: boolean;
  seconds: number;
  reqPerSec: number;
  non2xx: number;
  errors: number;
  samples: Array<{ requests: number; heapMb: number; rssMb: number }>;
  paths: string[];
}

const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;

function heapOf(child: ChildProcess): Promise<Heap> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not report its heap')), 30_000);
    child.once('message', (m) => {
      clearTimeout(timer);
      resolve(m as Heap);
    });
    child.send('heap');
  });
}

async function ready(baseUrl: string, child: ChildProcess, out: string[]): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${out.join('')}`);
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${out.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The candidates that answer 200 (after following a redirect to the canonical address once). */
async function pagesOf(baseUrl: string): Promise<string[]> {
  const pages: string[] = [];
  for (const p of CANDIDATES) {
    const res = await fetch(`${baseUrl}${p}`, { redirect: 'manual', headers: { cookie: 'bench=1' } });
    await res.arrayBuffer();
    const target =
      res.status >= 300 && res.status < 400 ? new URL(res.headers.get('location') ?? p, baseUrl).pathname : p;
    const page = await fetch(`${baseUrl}${target}`, { redirect: 'manual', headers: { cookie: 'bench=1' } });
    await page.arrayBuffer();
    if (page.status === 200) pages.push(target);
  }
  if (!pages.length) throw new Error('no page answered 200');
  return pages;
}

async function fire(baseUrl: string, paths: string[], amount: number): Promise<LoadResult> {
  return autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    amount,
    headers: { accept: 'text/html', cookie: 'bench=1' },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
}

export async function leakTest(log: (m: string) => void = console.log): Promise<LeakResult> {
  ensureBuild();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storyloom-leak-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const out: string[] = [];
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--require', path.join(ROOT, 'bench/leakProbe.cjs'), SERVER_ENTRY],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        SQLITE_FILE: path.join(dir, 'leak.sqlite3'),
        SEED_SIZE: 'tiny',
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  child.stdout?.on('data', (d: Buffer) => out.push(String(d)));
  child.stderr?.on('data', (d: Buffer) => out.push(String(d)));
  try {
    await ready(baseUrl, child, out);
    const paths = await pagesOf(baseUrl);
    log(`leak: ${paths.join(' ')} with a cookie (every request renders), ${CONNECTIONS} connections`);
    const started = Date.now();
    const samples: LeakResult['samples'] = [];
    let done = 0;
    let non2xx = 0;
    let errors = 0;
    for (const step of STEPS) {
      const r = await fire(baseUrl, paths, step - done);
      done = step;
      non2xx += r.non2xx;
      errors += r.errors + r.timeouts;
      const h = await heapOf(child);
      samples.push({ requests: step, heapMb: mb(h.heapUsed), rssMb: mb(h.rss) });
      log(
        `leak: ${step.toLocaleString('en')} requests: heap after GC ${mb(h.heapUsed)} MB (rss ${mb(h.rss)} MB)`,
      );
    }
    const seconds = (Date.now() - started) / 1000;
    const first = samples[0];
    const last = samples[samples.length - 1];
    const growth = (last.heapMb - first.heapMb) / first.heapMb;
    const result: LeakResult = {
      base: BASE,
      total: TOTAL,
      baseHeapMb: first.heapMb,
      finalHeapMb: last.heapMb,
      growth,
      ok: growth < TARGET_GROWTH && non2xx === 0 && errors === 0,
      seconds: Math.round(seconds),
      reqPerSec: Math.round(TOTAL / seconds),
      non2xx,
      errors,
      samples,
      paths,
    };
    mkdirSync(path.join(ROOT, 'bench', '.results'), { recursive: true });
    writeFileSync(path.join(ROOT, 'bench', '.results', 'leak.json'), JSON.stringify(result, null, 2));
    console.log(
      `heap after GC, ${BASE.toLocaleString('en')} → ${TOTAL.toLocaleString('en')} SSR requests: ` +
        `${first.heapMb} → ${last.heapMb} MB (${(growth * 100).toFixed(1)} %)   target < 5 %   ` +
        `${result.ok ? 'ok' : 'FAIL'}   (${result.seconds} s, ${result.reqPerSec} req/s, ${non2xx} non-2xx, ${errors} errors; ` +
        'bench/.results/leak.json)',
    );
    return result;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  leakTest().then(
    (r) => process.exit(r.ok ? 0 : 1),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
