/**
 * Comments for the demo and bench seeds (migrations …300–302). Rows get explicit ids so replies
 * and likes need no round trip; each resource's comments are made in time order, so id order (the
 * API's cursor order) is time order. The counts (reply and like counts, paragraph counts, parts' and
 * stories' `comment_count`) are computed here and written with the rows, as the API keeps them.
 */
import type { Knex } from 'knex';
import { parseParagraphs } from '../src/shared/common/paragraphs';
import * as F from './fixtures';
import { addDays } from './generate';
import { Rng } from './random';
import { insertRows, type Row } from './store';

const OPENERS = [
  'I did NOT see that coming',
  'Okay this chapter destroyed me',
  'The way she looked at him',
  'Plot twist of the century',
  'I need the next part right now',
  'This is my favourite chapter so far',
  'Screaming, crying, throwing up',
  'I knew it!! I called it three chapters ago',
  'Not the cliffhanger again',
  'The writing here is so beautiful',
  'Why do I feel like something bad is about to happen',
  'Rereading this for the third time',
  'Who else is reading this at 3am',
  'The banter in this part',
  'I trust nobody in this story anymore',
];
const ENDINGS = ['', '!', '!!', ' 😭', ' 😍', '…', ' omg', ' honestly', ' 💀', ' ❤️'];
const REPLIES = [
  'Same!!',
  'Right?? I screamed',
  'Honestly yes',
  'I think she knew all along',
  'Wait till you read the next part',
  'This comment is so real',
  'No spoilers please 🙈',
  'Agreed, best chapter',
  'I had the exact same thought',
  'You are not alone 😂',
];
const PARAGRAPH_NOTES = [
  'This line!!',
  'Chills.',
  'Underlining this forever',
  'The foreshadowing here',
  'Quote of the year',
  'I read this sentence five times',
];
const TAGS = ['#teamqueen', '#slowburn', '#plottwist', '#mustread', '#bookclub'];

function partText(rng: Rng, authorName: string): string {
  const base = `${rng.pick(OPENERS)}${rng.pick(ENDINGS)}`;
  const roll = rng.next();
  if (roll < 0.12) return `${base} @${authorName} you are a genius`;
  if (roll < 0.22) return `${base} ${rng.pick(TAGS)}`;
  if (roll < 0.25) return `${base} (fan art: https://example.com/fanart/${rng.int(1, 999)})`;
  return base;
}

interface Builder {
  /** No comment is dated after this (ms): threads that run late end at it. */
  until: number;
  rows: Row[];
  likes: Row[];
  nextId: number;
  partCounts: Map<number, number>;
  storyCounts: Map<number, number>;
  paragraphCounts: Map<string, { part_id: number; paragraph_id: string; comment_count: number }>;
}

interface Where {
  namespace: 'parts' | 'paragraphs' | 'comments';
  resourceId: string;
  partId: number;
  storyId: number;
  paragraphId: string | null;
  parent: Row | null;
}

function add(b: Builder, w: Where, userId: number, text: string, when: Date, extra: Row = {}): Row {
  const at = when.getTime() > b.until ? new Date(b.until) : when;
  const row: Row = {
    id: b.nextId++,
    namespace: w.namespace,
    resource_id: w.resourceId,
    part_id: w.partId,
    story_id: w.storyId,
    paragraph_id: w.paragraphId,
    parent_id: w.parent ? w.parent.id : null,
    depth: w.parent ? Number(w.parent.depth) + 1 : 0,
    user_id: userId,
    text,
    is_offensive: false,
    is_announcement: false,
    reply_count: 0,
    like_count: 0,
    status: 'public',
    created_at: at,
    modified_at: at,
    ...extra,
  };
  b.rows.push(row);
  if (w.parent) w.parent.reply_count = Number(w.parent.reply_count) + 1;
  b.partCounts.set(w.partId, (b.partCounts.get(w.partId) ?? 0) + 1);
  b.storyCounts.set(w.storyId, (b.storyCounts.get(w.storyId) ?? 0) + 1);
  if (w.paragraphId) {
    const key = `${w.partId}_${w.paragraphId}`;
    const c = b.paragraphCounts.get(key) ?? {
      part_id: w.partId,
      paragraph_id: w.paragraphId,
      comment_count: 0,
    };
    c.comment_count += 1;
    b.paragraphCounts.set(key, c);
  }
  return row;
}

const later = (at: Date, rng: Rng, maxHours: number): Date =>
  new Date(at.getTime() + rng.int(1, maxHours * 60) * 60_000);

/** A thread: the comment, then replies (and answers to replies) a little later, the author joining in. */
function thread(
  b: Builder,
  rng: Rng,
  w: Where,
  users: number[],
  ownerId: number,
  at: Date,
  text: string,
): void {
  const top = add(b, w, rng.pick(users), text, at);
  if (!rng.chance(0.4)) return;
  const replyTo: Where = { ...w, namespace: 'comments', resourceId: String(top.id), parent: top };
  let t = at;
  for (let i = rng.int(1, 4); i > 0; i--) {
    t = later(t, rng, 6);
    if (t.getTime() > b.until) return; // the conversation goes on after "now": not yet
    const byOwner = rng.chance(0.2);
    const reply = add(
      b,
      replyTo,
      byOwner ? ownerId : rng.pick(users),
      byOwner ? 'Thank you so much for reading! 💛' : rng.pick(REPLIES),
      t,
    );
    const answerAt = later(t, rng, 3);
    if (rng.chance(0.3) && answerAt.getTime() <= b.until) {
      const answerTo: Where = { ...w, namespace: 'comments', resourceId: String(reply.id), parent: reply };
      add(b, answerTo, rng.pick(users), rng.pick(REPLIES), answerAt);
    }
  }
}

/** Likes from distinct users (the rows and the counts). */
function like(b: Builder, rng: Rng, users: number[], now: Date): void {
  for (const row of b.rows) {
    const n = Math.min(users.length, rng.powerLaw(30, 3));
    for (const userId of rng.sample(users, n))
      b.likes.push({ comment_id: row.id, user_id: userId, created_at: now });
    row.like_count = n;
  }
}

/** The rows, likes and paragraph counts; with `counts`, the parts' and stories' totals too. */
async function write(db: Knex, b: Builder, counts = true): Promise<void> {
  await db.transaction(async (trx) => {
    await insertRows(trx, 'comments', b.rows);
    await insertRows(trx, 'comment_likes', b.likes);
    await insertRows(trx, 'paragraph_comment_counts', [...b.paragraphCounts.values()]);
    if (counts) await writeCounts(trx, b);
  });
}

async function writeCounts(
  trx: Knex.Transaction,
  b: Pick<Builder, 'partCounts' | 'storyCounts'>,
): Promise<void> {
  for (const [id, n] of b.partCounts) await trx('parts').where({ id }).update({ comment_count: n });
  for (const [id, n] of b.storyCounts) await trx('stories').where({ id }).update({ comment_count: n });
}

const newBuilder = (nextId: number, until = Number.MAX_SAFE_INTEGER): Builder => ({
  until,
  rows: [],
  likes: [],
  nextId,
  partCounts: new Map(),
  storyCounts: new Map(),
  paragraphCounts: new Map(),
});

async function nextCommentId(db: Knex): Promise<number> {
  const row = (await db('comments').max({ id: 'id' }).first()) as { id: number | null } | undefined;
  return Number(row?.id ?? 0) + 1;
}

/**
 * Every part's and story's `comment_count` from the comment rows: a count a reader can open must
 * match the list it opens ("12 comments" over "Be the first to comment" is a broken page), so the
 * demo's other stories drop their generated counts to what they really hold.
 */
async function recountComments(db: Knex): Promise<void> {
  await db.raw(
    `UPDATE parts SET comment_count = (SELECT COUNT(*) FROM comments c
       WHERE c.part_id = parts.id AND c.status = 'public')`,
  );
  await db.raw(
    `UPDATE stories SET comment_count = (SELECT COALESCE(SUM(p.comment_count), 0) FROM parts p
       WHERE p.story_id = stories.id AND p.deleted_at IS NULL)`,
  );
}

/**
 * The demo's 13 most read stories get busy threads on their first parts: part comments with
 * replies (the writer answering some), paragraph comments, an announcement, likes; every other
 * published story a few comments on its first part. Every count is then the real one.
 */
export async function seedDemoComments(
  db: Knex,
  o: { now: Date; log: (l: string) => void; userIds: number[] },
): Promise<void> {
  const rng = new Rng('storyloom-demo-comments');
  const popular = (await db('stories')
    .whereNull('deleted_at')
    .where('published_part_count', '>', 0)
    .where('rating', '<', 4)
    .orderBy('read_count', 'desc')
    .select('id', 'user_id')) as Array<{ id: number; user_id: number }>;
  const stories = [
    { id: F.LONG_STORY_ID, user_id: F.USERS.ava.id },
    ...popular.filter((s) => s.id !== F.LONG_STORY_ID),
  ];
  const b = newBuilder(await nextCommentId(db), o.now.getTime() - 60_000);
  const users = o.userIds;
  for (const [rank, story] of stories.entries()) {
    // The 13 most read get busy threads; every other story a few comments on its first part, so
    // no story page reads as abandoned.
    const busy = rank < 13;
    const owner = (await db('users').where({ id: story.user_id }).first('username')) as { username: string };
    const parts = (await db('parts')
      .where({ story_id: story.id, draft: false })
      .whereNull('deleted_at')
      .orderBy('position')
      .limit(busy ? 4 : 1)
      .select('id')) as Array<{ id: number }>;
    for (const [i, p] of parts.entries()) {
      const partId = Number(p.id);
      const w: Where = {
        namespace: 'parts',
        resourceId: String(partId),
        partId,
        storyId: Number(story.id),
        paragraphId: null,
        parent: null,
      };
      // The latest of a part's comments are hours or days old: the threads look current.
      const count = !busy ? rng.int(1, 6) : i === 0 ? rng.int(14, 26) : rng.int(3, 12);
      let at = new Date(o.now.getTime() - (count * 8 + rng.int(2, 24 * (i + 1))) * 3_600_000);
      for (let c = 0; c < count; c++) {
        at = later(at, rng, 16);
        if (at.getTime() > b.until) break;
        thread(b, rng, w, users, Number(story.user_id), at, partText(rng, owner.username));
        // The writer's announcement on the first part, a while before the latest comments.
        if (busy && i === 0 && c === count - 4) {
          const text = 'Thank you for 1,000 reads! New part every Friday 📚';
          add(b, w, Number(story.user_id), text, later(at, rng, 2), { is_announcement: true });
        }
      }
      const html =
        (
          (await db('part_texts').where({ part_id: partId }).first('text_html')) as
            { text_html: string } | undefined
        )?.text_html ?? '';
      for (const para of rng.sample(parseParagraphs(html), busy ? rng.int(2, 4) : rng.int(0, 1))) {
        const pw: Where = {
          ...w,
          namespace: 'paragraphs',
          resourceId: `${partId}_${para.id}`,
          paragraphId: para.id,
        };
        let pt = addDays(o.now, -rng.int(5, 19));
        for (let c = rng.int(1, 5); c > 0; c--) {
          pt = later(pt, rng, 20);
          thread(b, rng, pw, users, Number(story.user_id), pt, rng.pick(PARAGRAPH_NOTES));
        }
      }
    }
    // The story's total is every comment on it (its parts' counts as written above).
    const total = parts.reduce((n, p) => n + (b.partCounts.get(Number(p.id)) ?? 0), 0);
    await db('parts').where({ story_id: story.id }).update({ comment_count: 0 });
    b.storyCounts.set(Number(story.id), total);
  }
  like(b, rng, users, o.now);
  await write(db, b);
  await recountComments(db);
  o.log(`demo: ${b.rows.length} comments on ${stories.length} stories, ${b.likes.length} likes`);
}

/** The bench's hot part: 5,000 comments on one part (bench/comments.ts reads its first and 500th set). */
export const BENCH_HOT_PART_ID = F.LONG_STORY_PART_IDS[0];
export const BENCH_HOT_PART_COMMENTS = 5000;
export const BENCH_COMMENTS = 1_000_000;
const BENCH_PER_PART = 40;

/**
 * ≥ 1,000,000 comments: 5,000 on the hot part, the rest 40 a part (a quarter of them replies) over
 * the first parts in id order, written 50,000 rows a transaction with plain multi-row inserts.
 */
export async function seedBenchComments(
  db: Knex,
  o: { now: Date; log: (l: string) => void; userIds: number[] },
): Promise<void> {
  const started = Date.now();
  const rng = new Rng('storyloom-bench-comments');
  const users = o.userIds;
  const neededParts = Math.ceil((BENCH_COMMENTS - BENCH_HOT_PART_COMMENTS) / BENCH_PER_PART);
  const parts = (await db('parts')
    .where({ draft: false })
    .whereNull('deleted_at')
    .whereNot({ id: BENCH_HOT_PART_ID })
    .orderBy('id')
    .limit(neededParts)
    .select('id', 'story_id')) as Array<{ id: number; story_id: number }>;
  const hot = (await db('parts').where({ id: BENCH_HOT_PART_ID }).first('id', 'story_id')) as {
    id: number;
    story_id: number;
  };
  let b = newBuilder(await nextCommentId(db));
  // Totals over every batch (a story's parts may fall in several), written once at the end.
  const totals = { partCounts: new Map<number, number>(), storyCounts: new Map<number, number>() };
  let written = 0;
  const flush = async () => {
    await write(db, b, false);
    for (const [id, n] of b.partCounts) totals.partCounts.set(id, (totals.partCounts.get(id) ?? 0) + n);
    for (const [id, n] of b.storyCounts) totals.storyCounts.set(id, (totals.storyCounts.get(id) ?? 0) + n);
    written += b.rows.length;
    b = newBuilder(b.nextId);
    if (written % 200_000 < 50_000) o.log(`bench: ${written.toLocaleString('en')} comments, ${secs()} s`);
  };
  const secs = () => ((Date.now() - started) / 1000).toFixed(1);
  const start = addDays(o.now, -300);
  // The hot part's comments are all on the part itself (the measured list).
  const hotW: Where = {
    namespace: 'parts',
    resourceId: String(hot.id),
    partId: Number(hot.id),
    storyId: Number(hot.story_id),
    paragraphId: null,
    parent: null,
  };
  for (let i = 0; i < BENCH_HOT_PART_COMMENTS; i++) {
    add(
      b,
      hotW,
      rng.pick(users),
      `${rng.pick(OPENERS)}${rng.pick(ENDINGS)}`,
      new Date(start.getTime() + i * 60_000),
    );
  }
  for (const part of parts) {
    const partId = Number(part.id);
    const w: Where = { ...hotW, resourceId: String(partId), partId, storyId: Number(part.story_id) };
    let at = start;
    let top: Row | null = null;
    for (let i = 0; i < BENCH_PER_PART; i++) {
      at = new Date(at.getTime() + rng.int(1, 600) * 60_000);
      if (top && rng.chance(0.25)) {
        const replyTo: Where = { ...w, namespace: 'comments', resourceId: String(top.id), parent: top };
        add(b, replyTo, rng.pick(users), rng.pick(REPLIES), at);
      } else {
        top = add(b, w, rng.pick(users), `${rng.pick(OPENERS)}${rng.pick(ENDINGS)}`, at);
      }
    }
    // A part's rows stay in one batch (its replies' parents are written with their reply counts).
    if (b.rows.length >= 50_000) await flush();
  }
  if (b.rows.length) await flush();
  await db.transaction((trx) => writeCounts(trx, totals));
  o.log(`bench: ${written.toLocaleString('en')} comments in ${secs()} s`);
}
