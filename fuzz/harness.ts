/**
 * The fuzz harness (issue 25 §11): the real app (createTestApp, SQLite by default) behind a real
 * HTTP server; every route the router stacks hold (fuzz/routes.ts) gets `runs` generated hostile
 * requests (fuzz/inputs.ts), as a visitor without a session, as a visitor with a session and its
 * CSRF token, and signed in with a valid CSRF token. Each answer must be below 500, carry no stack
 * trace or file path, and say something on a 4xx; /healthz must answer 200 throughout.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import request from 'supertest';
import * as F from '../seeds/fixtures';
import { answerClientError } from '../src/server/security/bodies';
import { createTestApp, type TestApp, type TestSession } from '../src/server/test/testApp';
import { accept, body, pagePath, pathParam, query, type Body } from './inputs';
import { appRoutes, type FoundRoute } from './routes';

export interface FuzzReport {
  routes: number;
  routesCovered: number;
  inputs: number;
  serverErrors: number;
  problems: string[];
  healthChecks: number;
  healthFailures: number;
  healthMaxMs: number;
  ms: number;
}

type Mode = 'anonymous' | 'visitor' | 'user';
const MODES: Mode[] = ['anonymous', 'visitor', 'user'];

/** A stack frame, or a path of our files or the machine's, in a response body. */
const LEAK = /\n\s+at \S[^\n]*:\d+:\d+|node_modules\/|\/work\/main\/|\bsrc\/server\/|\.tsx?:\d+:\d+/;

const plain = (html: string): string =>
  html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Does a 4xx say what was wrong? A JSON message (or field errors), or a page with words on it. */
function hasMessage(res: request.Response): boolean {
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('json')) {
    const b = res.body as Record<string, unknown> | null;
    if (!b || typeof b !== 'object') return false;
    return ['message', 'msg', 'error'].some(
      (k) => typeof b[k] === 'string' && (b[k] as string).trim() !== '',
    );
  }
  return plain(res.text ?? '').length >= 10;
}

const randomIp = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;

const paramNames = (path: string): string[] => [...path.matchAll(/[:*](\w+)/g)].map((m) => m[1]);

function concrete(path: string, params: Record<string, string>): string {
  return path.replace(/[{}]/g, '').replace(/[:*](\w+)/g, (_m, name: string) => params[name] ?? 'x');
}

interface Input {
  path: string;
  query: string;
  body: Body;
  accept: string;
}

function inputsFor(route: FoundRoute, runs: number, seed: number): Input[] {
  const names = paramNames(route.path);
  const pathArb =
    route.path === '*'
      ? pagePath
      : fc
          .record(
            Object.fromEntries(names.map((n) => [n, pathParam(n)])) as Record<string, fc.Arbitrary<string>>,
          )
          .map((params) => concrete(route.path, params));
  return fc.sample(fc.record({ path: pathArb, query, body, accept }), { numRuns: runs, seed });
}

export async function runFuzz(options: {
  runs: number;
  seed: number;
  shard: number;
  shards: number;
}): Promise<FuzzReport> {
  const started = Date.now();
  const t: TestApp = await createTestApp({
    loginLimits: { windowMs: 60_000, perAccount: 1_000_000, perAddress: 1_000_000 },
  });
  const server = http.createServer(t.app);
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const report: FuzzReport = {
    routes: 0,
    routesCovered: 0,
    inputs: 0,
    serverErrors: 0,
    problems: [],
    healthChecks: 0,
    healthFailures: 0,
    healthMaxMs: 0,
    ms: 0,
  };
  // /healthz throughout: every 200 ms while the suite runs.
  let checking = true;
  const healthLoop = (async () => {
    while (checking) {
      const t0 = Date.now();
      const res = await request(base)
        .get('/healthz')
        .timeout(10_000)
        .catch(() => null);
      report.healthChecks++;
      report.healthMaxMs = Math.max(report.healthMaxMs, Date.now() - t0);
      if (res?.status !== 200) report.healthFailures++;
      await new Promise((r) => setTimeout(r, 200));
    }
  })();

  try {
    const all = appRoutes(t.app);
    const mine = all.filter((_r, i) => i % options.shards === options.shard);
    report.routes = mine.length;
    let n = options.shard * 1_000_000;
    for (const [index, route] of mine.entries()) {
      const sessions: Record<Mode, TestSession | null> = {
        anonymous: null,
        visitor: await t.visitor(),
        user: await t.login(F.READER_USER_ID),
      };
      const inputs = inputsFor(route, options.runs, options.seed + index * 7919 + options.shard);
      let sent = 0;
      const one = async (input: Input, i: number) => {
        const mode = MODES[i % MODES.length];
        const session = sessions[mode];
        const url = `${input.path}${input.query ? `?${input.query}` : ''}`;
        const agent = request(base);
        const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
        let req = agent[method](url)
          .set('X-Forwarded-For', randomIp(n++))
          .timeout(30_000)
          .redirects(0)
          .ok(() => true);
        if (input.accept) req = req.set('Accept', input.accept);
        if (session) req = req.set('Cookie', session.cookie).set('x-csrf-token', session.csrfToken);
        const b = input.body;
        if (b.kind === 'json') req = req.set('Content-Type', 'application/json').send(b.raw);
        else if (b.kind === 'form')
          req = req.set('Content-Type', 'application/x-www-form-urlencoded').send(b.raw);
        else if (b.kind === 'text') req = req.set('Content-Type', b.type).send(b.raw);
        let res: request.Response;
        try {
          res = await req;
        } catch (err) {
          // The client could not send it (an address it refuses to build) or the socket closed.
          const code = (err as { code?: string }).code;
          if (code === 'ECONNRESET' || code === 'EPIPE') {
            report.problems.push(
              `${route.method} ${route.path}: connection cut (${code}) on ${url.slice(0, 120)}`,
            );
          }
          return;
        }
        sent++;
        report.inputs++;
        const where = `${route.method} ${route.path} [${mode}] ${url.slice(0, 140)} body=${b.kind}:${('raw' in b ? b.raw : '').slice(0, 80)}`;
        const text = res.text ?? '';
        if (res.status >= 500) {
          report.serverErrors++;
          report.problems.push(`${res.status} ${where} → ${text.slice(0, 200)}`);
        } else if (res.status >= 400 && !hasMessage(res)) {
          report.problems.push(`${res.status} without a message: ${where}`);
        }
        if (LEAK.test(text))
          report.problems.push(`stack trace or path in the body: ${where} → ${LEAK.exec(text)?.[0]}`);
      };
      // A few requests in flight at a time.
      const queue = inputs.map((input, i) => () => one(input, i));
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          for (let job = queue.shift(); job; job = queue.shift()) await job();
        }),
      );
      if (sent >= Math.min(200, options.runs) * 0.95) report.routesCovered++;
      else
        report.problems.push(
          `${route.method} ${route.path}: only ${sent} of ${options.runs} inputs were sent`,
        );
    }
  } finally {
    checking = false;
    await healthLoop;
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  }
  report.ms = Date.now() - started;
  return report;
}

export function printReport(name: string, r: FuzzReport): void {
  const lines = [
    `fuzz ${name}: routes ${r.routesCovered}/${r.routes} covered, inputs tried ${r.inputs}, 5xx found ${r.serverErrors},`,
    `  problems ${r.problems.length}, /healthz ${r.healthChecks - r.healthFailures}/${r.healthChecks} ok (max ${r.healthMaxMs} ms), ${(r.ms / 1000).toFixed(1)} s`,
    ...r.problems.slice(0, 40).map((p) => `  - ${p}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
