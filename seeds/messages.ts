/**
 * Private messages (issue 27 §8–9): a few demo conversations between the fixed users, and the bench
 * size — one inbox of 10,000 threads and one conversation of 50,000 messages (bench/inbox.ts makes
 * it in a database of its own). Rows are written as the app writes them (inboxWrites.ts): the
 * messages of a pair numbered from 1 (`seq`; each seeded pair is new), and per side its unread
 * count, message count and last message.
 */
import type { Knex } from 'knex';
import * as F from './fixtures';
import { userRow } from './users';

type Line = [from: number, text: string];

const DEMO: Array<{ a: number; b: number; lines: Line[] }> = [
  {
    a: F.USERS.rosa.id,
    b: F.USERS.ava.id,
    lines: [
      [F.USERS.rosa.id, 'I just finished The Salt Queen. That ending!'],
      [F.USERS.ava.id, 'Thank you for reading all the way through! Did you see the twist coming?'],
      [F.USERS.rosa.id, 'Not at all. Is there a sequel planned?'],
      [F.USERS.ava.id, 'Part one of it goes up next month.'],
    ],
  },
  {
    a: F.USERS.bram.id,
    b: F.USERS.rosa.id,
    lines: [
      [F.USERS.bram.id, 'Would you beta-read my new chapter?'],
      [F.USERS.bram.id, 'No rush, whenever you have time.'],
    ],
  },
];

const pair = (a: number, b: number) =>
  a < b ? { low_user_id: a, high_user_id: b } : { low_user_id: b, high_user_id: a };

/** Writes the pair's messages (`at` the first one's time, `stepMs` apart) and both sides' rows. */
async function writeConversation(
  db: Knex,
  c: { a: number; b: number; lines: Line[]; at: Date; stepMs: number; unreadForB?: number },
): Promise<void> {
  const rows = c.lines.map(([from, body], i) => ({
    ...pair(c.a, c.b),
    seq: i + 1,
    sender_id: from,
    recipient_id: from === c.a ? c.b : c.a,
    body,
    created_at: new Date(c.at.getTime() + i * c.stepMs),
  }));
  for (let i = 0; i < rows.length; i += 500) await db('messages').insert(rows.slice(i, i + 500));
  const last = (await db('messages').where(pair(c.a, c.b)).max({ id: 'id' }).first()) as { id: number };
  const lastAt = rows[rows.length - 1].created_at;
  // Unread for a side: the messages to it after its own last message.
  const unreadOf = (me: number) => {
    let n = 0;
    for (let i = c.lines.length - 1; i >= 0 && c.lines[i][0] !== me; i--) n++;
    return n;
  };
  const side = (me: number, other: number) => ({
    user_id: me,
    other_user_id: other,
    listed: true,
    unread: unreadOf(me),
    message_count: rows.length,
    cleared_upto_id: 0,
    last_message_id: Number(last.id),
    last_message_at: lastAt,
    initiated: c.lines[0][0] === me,
    created_at: rows[0].created_at,
  });
  await db('conversations').insert([side(c.a, c.b), side(c.b, c.a)]);
}

export async function seedDemoMessages(db: Knex, now: Date): Promise<number> {
  let n = 0;
  for (const [i, c] of DEMO.entries()) {
    await writeConversation(db, {
      ...c,
      at: new Date(now.getTime() - (i + 1) * 26 * 3600_000),
      stepMs: 7 * 3600_000,
    });
    n += c.lines.length;
  }
  return n;
}

export const BENCH_INBOX_THREADS = 10_000;
export const BENCH_CONVERSATION_MESSAGES = 50_000;
/** The bench inbox's owner and the other side of its long conversation. */
export const BENCH_INBOX_OWNER = F.USERS.rosa;
export const BENCH_CONVERSATION_PEER = F.USERS.ava;
const BENCH_USER_ID_BASE = 900_000;

/**
 * The bench size: `threads` users (ids from 900,000) each with a two-message conversation with
 * the owner, and the owner's conversation of `messages` messages with the peer, the newest thread.
 */
export async function seedBenchInbox(
  db: Knex,
  opts: { now: Date; threads?: number; messages?: number; log?: (line: string) => void },
): Promise<void> {
  const threads = opts.threads ?? BENCH_INBOX_THREADS;
  const messages = opts.messages ?? BENCH_CONVERSATION_MESSAGES;
  const owner = BENCH_INBOX_OWNER.id;
  const start = new Date(opts.now.getTime() - (threads + messages) * 60_000);
  const users = Array.from({ length: threads }, (_, i) =>
    userRow({
      id: BENCH_USER_ID_BASE + i,
      username: `inbox_pen_${i}`,
      displayName: `Pen pal ${i}`,
      passwordHash: null,
      avatarVersion: '1',
      verifiedEmail: true,
      createdAt: start,
    }),
  );
  for (let i = 0; i < users.length; i += 200) await db('users').insert(users.slice(i, i + 200));
  opts.log?.(`inbox bench: ${threads.toLocaleString('en')} users`);
  const msgs = [];
  const sides = [];
  for (let i = 0; i < threads; i++) {
    const other = BENCH_USER_ID_BASE + i;
    const at = new Date(start.getTime() + i * 60_000);
    msgs.push(
      {
        ...pair(owner, other),
        seq: 1,
        sender_id: other,
        recipient_id: owner,
        body: `Hello from pen pal ${i}`,
        created_at: at,
      },
      {
        ...pair(owner, other),
        seq: 2,
        sender_id: owner,
        recipient_id: other,
        body: `Hi ${i}, thanks!`,
        created_at: at,
      },
    );
  }
  for (let i = 0; i < msgs.length; i += 500) await db('messages').insert(msgs.slice(i, i + 500));
  const lastIds = (await db('messages')
    .where('sender_id', owner)
    .where('recipient_id', '>=', BENCH_USER_ID_BASE)
    .select('recipient_id', 'id')) as Array<{ recipient_id: number; id: number }>;
  for (const { recipient_id: other, id } of lastIds) {
    const at = new Date(start.getTime() + (Number(other) - BENCH_USER_ID_BASE) * 60_000);
    const row = {
      listed: true,
      message_count: 2,
      cleared_upto_id: 0,
      last_message_id: Number(id),
      last_message_at: at,
      created_at: at,
    };
    sides.push(
      { ...row, user_id: owner, other_user_id: other, unread: 0, initiated: false },
      { ...row, user_id: other, other_user_id: owner, unread: 0, initiated: true },
    );
  }
  for (let i = 0; i < sides.length; i += 500) await db('conversations').insert(sides.slice(i, i + 500));
  opts.log?.(`inbox bench: ${threads.toLocaleString('en')} threads`);
  const peer = BENCH_CONVERSATION_PEER.id;
  const lines: Line[] = Array.from({ length: messages }, (_, i) => [
    i % 2 ? owner : peer,
    `Message ${i + 1} of our long conversation.`,
  ]);
  await writeConversation(db, {
    a: peer,
    b: owner,
    lines,
    at: new Date(opts.now.getTime() - messages * 1000),
    stepMs: 1000,
  });
  opts.log?.(`inbox bench: a conversation of ${messages.toLocaleString('en')} messages`);
}
