/**
 * The benchmark data set: the tiny fixtures plus ≥ 100,000 stories and ≥ 1,000,000 short parts
 * (2–4 paragraphs drawn from a pre-generated pool), written 1,000 stories per transaction with
 * progress lines. `SEED_BENCH_STORIES` scales it (e.g. 5000 for a quick try).
 */
import type { Knex } from 'knex';
import { makeStory, makeUser, type TextSource } from './bulk';
import { seedBenchComments } from './comments';
import { adminPasswordFromEnv } from './demo';
import * as F from './fixtures';
import { hashPassword } from './passwords';
import * as P from './prose';
import { Rng } from './random';
import { insertRows, StoryWriter, type StorySeed } from './store';
import { seedTiny, type SizeOptions } from './tiny';
import { userRow, type UserSeed } from './users';
import { FLAVOURS, type Flavour } from './words';

export const BENCH_STORIES = 100_000;
const BATCH = 1000;
const POOL_SIZE = 4000;

function benchStoryCount(): number {
  const n = Number(process.env.SEED_BENCH_STORIES);
  return Number.isInteger(n) && n > 0 ? n : BENCH_STORIES;
}

/** Short paragraphs reused across parts (paragraph ids still differ per part only by content). */
function paragraphPool(rng: Rng): string[] {
  const flavours = Object.keys(FLAVOURS) as Flavour[];
  const pool: string[] = [];
  for (let i = 0; i < POOL_SIZE; i++) {
    const cast = P.makeCast(rng, flavours[i % flavours.length]);
    pool.push(P.paragraph(rng, cast));
  }
  return pool;
}

export async function seedBench(db: Knex, o: SizeOptions): Promise<void> {
  const { now, log } = o;
  const started = Date.now();
  await seedTiny(db, { ...o, adminPassword: o.adminPassword ?? adminPasswordFromEnv() });
  const rng = new Rng('storyloom-bench');
  const storyCount = benchStoryCount();
  const writerCount = Math.max(10, Math.floor(storyCount / 10));
  const passwordHash = await hashPassword(F.DEMO_PASSWORD);
  const taken = new Set<string>(Object.values(F.USERS).map((u) => u.username));
  const firstUserId = Object.keys(F.USERS).length + 1;
  const users: UserSeed[] = [];
  for (let i = 0; i < writerCount; i++)
    users.push(makeUser(rng, firstUserId + i, { passwordHash, now, writer: true, taken }));
  await db.transaction((trx) => insertRows(trx, 'users', users.map(userRow)));
  log(`bench: ${users.length} writers (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  // SQLite bulk load: a bigger page cache and no fsync while loading (restored at the end).
  const sqlite = db.client.driverName === 'better-sqlite3';
  if (sqlite) await db.raw('PRAGMA cache_size = -262144').then(() => db.raw('PRAGMA synchronous = OFF'));
  const pool = paragraphPool(rng);
  const text: TextSource = (r) => Array.from({ length: r.int(2, 4) }, () => r.pick(pool));
  const writer = new StoryWriter(db, F.PART_ID_BASE + F.TINY_PART_COUNT + 1);
  let parts = 0;
  for (let start = 0; start < storyCount; start += BATCH) {
    const batch: StorySeed[] = [];
    for (let i = start; i < Math.min(storyCount, start + BATCH); i++) {
      const userId = users[Math.floor(rng.powerLaw(users.length, 1.5))].id;
      const opts = { now, minParts: 9, maxParts: 13, minParagraphs: 2, maxParagraphs: 4, text };
      batch.push(makeStory(rng, F.TINY_STORY_COUNT + 1 + i, userId, opts));
    }
    await writer.write(batch);
    for (const s of batch) parts += s.parts.length;
    const done = Math.min(storyCount, start + BATCH);
    if (done % (BATCH * 10) === 0 || done === storyCount) {
      const s = (Date.now() - started) / 1000;
      log(
        `bench: ${done.toLocaleString('en')}/${storyCount.toLocaleString('en')} stories, ${parts.toLocaleString('en')} parts, ${s.toFixed(1)} s`,
      );
    }
  }
  await seedBenchComments(db, { now, log, userIds: users.map((u) => u.id) });
  if (sqlite) await db.raw('PRAGMA synchronous = NORMAL').then(() => db.raw('PRAGMA cache_size = -65536'));
}
