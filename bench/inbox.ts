/**
 * `npm run bench -- --inbox` (issue 27 §5 of the inbox brief): an inbox of 10,000 threads and a
 * conversation of 50,000 messages page in p95 ≤ 30 ms through the real routes. The app runs in
 * this process (`createTestApp`: the same wiring as main.ts) on a database of its own — SQLite by
 * default, MariaDB (+ Redis) when DATABASE_URL (and REDIS_URL) are set — seeded with
 * `seedBenchInbox`; the owner's requests go over HTTP to a port of its own, one at a time, at
 * offsets spread evenly over the whole inbox and the whole conversation — then once more over the
 * conversation after its oldest message is deleted (a gap in its `seq` numbering: the fallback).
 *
 * Environment: BENCH_INBOX_REQUESTS (200 per kind), BENCH_INBOX_THREADS, BENCH_INBOX_MESSAGES.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import {
  BENCH_CONVERSATION_MESSAGES,
  BENCH_CONVERSATION_PEER,
  BENCH_INBOX_OWNER,
  BENCH_INBOX_THREADS,
  seedBenchInbox,
} from '../seeds/messages';
import type { ConversationPage, InboxPage } from '../src/shared/inbox/api';
import { CONVERSATION_PAGE_SIZE, INBOX_PAGE_SIZE } from '../src/shared/inbox/api';

export const TARGET_INBOX_P95_MS = 30;

/**
 * The app in this process renders pages too: its components import CSS modules, which the build
 * (and Jest: identity-obj-proxy) turn into class names. Here each class name is its own key.
 */
function stubStyles(): void {
  const extensions = (createRequire(__filename) as unknown as { extensions: Record<string, unknown> })
    .extensions;
  extensions['.css'] = (m: { exports: unknown }) => {
    m.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
  };
}

export interface InboxLatency {
  database: 'sqlite' | 'mariadb';
  threads: number;
  messages: number;
  requests: number;
  inbox: { p50: number; p95: number; max: number };
  conversation: { p50: number; p95: number; max: number };
  /** The conversation once its oldest message is deleted: the index walk (not held to the target). */
  afterDeletion: { p50: number; p95: number; max: number };
  non2xx: number;
  target: number;
  ok: boolean;
}

const pct = (sorted: number[], p: number): number =>
  sorted.length ? Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))].toFixed(1)) : 0;
const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return { p50: pct(s, 0.5), p95: pct(s, 0.95), max: Number((s.at(-1) ?? 0).toFixed(1)) };
};

/** `n` offsets spread evenly over [0, total), on page boundaries, shuffled (no cache-friendly order). */
function spreadOffsets(total: number, page: number, n: number): number[] {
  const pages = Math.max(1, Math.ceil(total / page));
  const out = Array.from({ length: n }, (_, i) => Math.floor((i * pages) / n) * page);
  for (let i = out.length - 1; i > 0; i--) {
    const j = (i * 7919) % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export async function inboxLatency(log: (line: string) => void): Promise<InboxLatency> {
  const requests = Number(process.env.BENCH_INBOX_REQUESTS ?? 200);
  const threads = Number(process.env.BENCH_INBOX_THREADS ?? BENCH_INBOX_THREADS);
  const messages = Number(process.env.BENCH_INBOX_MESSAGES ?? BENCH_CONVERSATION_MESSAGES);
  stubStyles();
  // Loaded after the stub: the app's SSR imports the components' CSS modules.
  const { createTestApp } = await import('../src/server/test/testApp');
  const t = await createTestApp();
  const database = process.env.DATABASE_URL ? 'mariadb' : 'sqlite';
  const server = t.app.listen(0, '127.0.0.1');
  try {
    log(`inbox bench: seeding (${database})`);
    const seeded = Date.now();
    await seedBenchInbox(t.db, { now: new Date(), threads, messages, log });
    log(`inbox bench: seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
    await new Promise((resolve) => (server.listening ? resolve(null) : server.once('listening', resolve)));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const session = await t.login(BENCH_INBOX_OWNER.id);
    const me = BENCH_INBOX_OWNER.username;
    let non2xx = 0;
    const timed = async <T>(path: string): Promise<{ ms: number; body: T }> => {
      const started = performance.now();
      const res = await fetch(`${base}${path}`, {
        headers: { accept: 'application/json', cookie: session.cookie },
      });
      const body = (await res.json()) as T;
      if (!res.ok) non2xx++;
      return { ms: performance.now() - started, body };
    };
    const inboxPath = (offset: number) =>
      `/api/v3/users/${me}/inbox?filter=&limit=${INBOX_PAGE_SIZE}&offset=${offset}`;
    const convoPath = (offset: number) =>
      `/api/v3/users/${me}/inbox/${BENCH_CONVERSATION_PEER.username}?offset=${offset}`;

    // Checks before timing: the sizes are what the routes say, the last pages are full.
    const first = (await timed<InboxPage>(inboxPath(0))).body;
    const convo = (await timed<ConversationPage>(convoPath(0))).body;
    if (first.total !== threads + 1 || convo.total !== messages) {
      throw new Error(
        `inbox bench: expected ${threads + 1} threads / ${messages} messages, got ${first.total} / ${convo.total}`,
      );
    }
    for (let i = 0; i < 20; i++) await timed(inboxPath(i * 500)); // warm-up
    for (let i = 0; i < 20; i++) await timed(convoPath(i * 2500));

    const inboxMs: number[] = [];
    for (const offset of spreadOffsets(threads + 1, INBOX_PAGE_SIZE, requests)) {
      const { ms, body } = await timed<InboxPage>(inboxPath(offset));
      if (!body.threads.length) non2xx++;
      inboxMs.push(ms);
    }
    const convoMs: number[] = [];
    for (const offset of spreadOffsets(messages, CONVERSATION_PAGE_SIZE, requests)) {
      const { ms, body } = await timed<ConversationPage>(convoPath(offset));
      if (!body.messages.length) non2xx++;
      convoMs.push(ms);
    }
    // A deleted message is a gap in the pair's `seq` numbering: the pages fall back to the index walk.
    const oldest = (await t
      .db('messages')
      .where({
        low_user_id: Math.min(BENCH_INBOX_OWNER.id, BENCH_CONVERSATION_PEER.id),
        high_user_id: Math.max(BENCH_INBOX_OWNER.id, BENCH_CONVERSATION_PEER.id),
      })
      .min({ id: 'id' })
      .first()) as { id: number };
    await t.db('messages').where('id', oldest.id).update({ deleted_at: new Date() });
    await t
      .db('conversations')
      .whereIn('user_id', [BENCH_INBOX_OWNER.id, BENCH_CONVERSATION_PEER.id])
      .whereIn('other_user_id', [BENCH_INBOX_OWNER.id, BENCH_CONVERSATION_PEER.id])
      .decrement('message_count', 1);
    const gapMs: number[] = [];
    for (const offset of spreadOffsets(messages - 1, CONVERSATION_PAGE_SIZE, requests)) {
      const { ms, body } = await timed<ConversationPage>(convoPath(offset));
      if (!body.messages.length) non2xx++;
      gapMs.push(ms);
    }
    const inbox = stats(inboxMs);
    const conversation = stats(convoMs);
    return {
      database,
      threads: threads + 1,
      messages,
      requests,
      inbox,
      conversation,
      afterDeletion: stats(gapMs),
      non2xx,
      target: TARGET_INBOX_P95_MS,
      ok: non2xx === 0 && inbox.p95 <= TARGET_INBOX_P95_MS && conversation.p95 <= TARGET_INBOX_P95_MS,
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  }
}

export function printInbox(r: InboxLatency): void {
  const row = (name: string, s: InboxLatency['inbox']) =>
    `${name.padEnd(34)} p50 ${String(s.p50).padStart(6)} ms   p95 ${String(s.p95).padStart(6)} ms   max ${String(s.max).padStart(6)} ms`;
  console.log('');
  console.log(`Inbox paging (${r.database}, ${r.requests} requests each, target p95 ≤ ${r.target} ms)`);
  console.log(row(`inbox of ${r.threads.toLocaleString('en')} threads`, r.inbox));
  console.log(row(`conversation of ${r.messages.toLocaleString('en')} msgs`, r.conversation));
  console.log(row('  … one deleted (index walk)', r.afterDeletion));
  console.log(`${r.ok ? 'ok' : 'FAIL'}${r.non2xx ? ` (${r.non2xx} failed or empty answers)` : ''}`);
}
