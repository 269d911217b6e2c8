/**
 * Comment sets on the bench database (issue 26): a part with 5,000 comments serves its first set
 * of 10 in p95 ≤ 30 ms and its 500th set (the last) just as fast — the cursor walks one index
 * range (comments_resource_index), never an OFFSET scan. Sequential requests as a visitor against
 * the running bench server: the 500th set's cursor is found by walking every set once (those 500
 * answers are checked too: every comment exactly once), then each set is asked for 200 times.
 *
 * A bench database seeded before comments existed gets them first (`ensureBenchComments`: the
 * bench seed's comment part, ~1M rows, after the server has migrated it).
 */
import knex from 'knex';
import { BENCH_HOT_PART_COMMENTS, BENCH_HOT_PART_ID, seedBenchComments } from '../seeds/comments';

export const TARGET_COMMENTS_P95_MS = 30;
export const COMMENT_REQUESTS = 200;
const SET = 10;
const LATE_SET = 500;

export interface CommentsLatency {
  partId: number;
  comments: number;
  first: { p50: number; p95: number };
  late: { p50: number; p95: number; set: number };
  walkedOnce: boolean;
  non2xx: number;
  target: number;
  ok: boolean;
}

const pct = (sorted: number[], p: number): number =>
  sorted.length ? Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))].toFixed(1)) : 0;

/** Adds the bench seed's comments to a bench database that has none on the hot part. */
export async function ensureBenchComments(dbFile: string, log: (line: string) => void): Promise<void> {
  const db = knex({ client: 'better-sqlite3', connection: { filename: dbFile }, useNullAsDefault: true });
  try {
    const row = (await db('comments')
      .where({ namespace: 'parts', resource_id: String(BENCH_HOT_PART_ID) })
      .count({ n: '*' })
      .first()) as { n: number } | undefined;
    if (Number(row?.n ?? 0) >= BENCH_HOT_PART_COMMENTS) return;
    log('bench database without comments: adding the bench seed’s (~1M rows)');
    const writers = (await db('users')
      .where('id', '>', 9)
      .orderBy('id')
      .limit(10_000)
      .pluck('id')) as number[];
    await seedBenchComments(db, { now: new Date(), log, userIds: writers.length ? writers : [7, 8, 9] });
  } finally {
    await db.destroy();
  }
}

async function timed(url: string): Promise<{ ms: number; ok: boolean; body: unknown }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  const body: unknown = await res.json();
  return { ms: performance.now() - started, ok: res.ok, body };
}

interface Page {
  comments: Array<{ commentId: { resourceId: string } }>;
  pagination: { after: string | null };
}

export async function commentsLatency(
  baseUrl: string,
  requests = COMMENT_REQUESTS,
  partId = BENCH_HOT_PART_ID,
): Promise<CommentsLatency> {
  const list = `${baseUrl}/v5/comments/namespaces/parts/resources/${partId}/comments?limit=${SET}`;
  let non2xx = 0;
  // Walk every set once: the 500th set's cursor, and every comment exactly once.
  const seen = new Set<string>();
  let lateCursor: string | null = null;
  let after: string | null = null;
  let sets = 0;
  do {
    const r = await timed(after ? `${list}&after=${encodeURIComponent(after)}` : list);
    if (!r.ok) non2xx += 1;
    const page = r.body as Page;
    for (const c of page.comments ?? []) seen.add(c.commentId.resourceId);
    sets += 1;
    if (sets === LATE_SET - 1) lateCursor = page.pagination?.after ?? null;
    after = page.pagination?.after ?? null;
  } while (after && sets < 10_000);
  const measure = async (url: string) => {
    const times: number[] = [];
    for (let i = 0; i < requests; i++) {
      const r = await timed(url);
      if (!r.ok) non2xx += 1;
      times.push(r.ms);
    }
    times.sort((a, b) => a - b);
    return { p50: pct(times, 0.5), p95: pct(times, 0.95) };
  };
  const first = await measure(list);
  const late = lateCursor
    ? { ...(await measure(`${list}&after=${encodeURIComponent(lateCursor)}`)), set: LATE_SET }
    : { p50: 0, p95: 0, set: 0 };
  const walkedOnce = seen.size >= BENCH_HOT_PART_COMMENTS && sets === Math.ceil(seen.size / SET);
  return {
    partId,
    comments: seen.size,
    first,
    late,
    walkedOnce,
    non2xx,
    target: TARGET_COMMENTS_P95_MS,
    ok:
      walkedOnce &&
      non2xx === 0 &&
      late.set === LATE_SET &&
      first.p95 <= TARGET_COMMENTS_P95_MS &&
      late.p95 <= TARGET_COMMENTS_P95_MS,
  };
}

/** Standalone: `npx tsx bench/comments.ts <baseUrl>` against a server already running. */
if (process.argv[1]?.endsWith('bench/comments.ts') && process.argv[2]) {
  void commentsLatency(process.argv[2]).then((r) => console.log(JSON.stringify(r, null, 2)));
}
