/**
 * A conversation's pages by offset (issue 27, migration …500): whichever way a page is read — by
 * the messages' `seq` range while the visible messages are numbered without gaps, by walking the
 * index once a message is deleted or the conversation cleared — each side gets the same messages
 * in the same order as the plain query of what it may see, and concurrent sends get numbers of
 * their own.
 */
import request from 'supertest';
import { USERS } from '../../../../seeds/fixtures';
import type { ConversationPage, Message } from '../../../shared/inbox/api';
import { CONVERSATION_PAGE_SIZE } from '../../../shared/inbox/api';
import { asSession } from '../../test/apiAssertions';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

const convo = (me: string, other: string) => `/api/v3/users/${me}/inbox/${other}`;
const { rosa, ava } = USERS;
type U = { id: number; username: string };
const pair = { low_user_id: Math.min(rosa.id, ava.id), high_user_id: Math.max(rosa.id, ava.id) };

// Tens of posts and pages: MariaDB on a busy machine needs more than Jest's 5 s.
jest.setTimeout(60_000);

let t: TestApp;
const s: Record<string, TestSession> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of [rosa, ava]) s[u.username] = await t.login(u.id);
}, 60_000);
afterAll(() => t.close());

async function send(from: U, to: U, body: string): Promise<Message> {
  const res = await asSession(s[from.username], request(t.app).post(convo(from.username, to.username))).send({
    sender: from.username,
    recipient: to.username,
    body,
  });
  expect(res.status).toBe(201);
  return res.body as Message;
}

async function page(me: U, other: U, offset: number): Promise<ConversationPage> {
  const res = await asSession(
    s[me.username],
    request(t.app).get(`${convo(me.username, other.username)}?offset=${offset}`),
  );
  expect(res.status).toBe(200);
  return res.body as ConversationPage;
}

/** What `me` may see, newest first, by the plain query: live messages after their clear marker. */
async function expected(me: U, other: U): Promise<number[]> {
  const side = (await t
    .db('conversations')
    .where({ user_id: me.id, other_user_id: other.id })
    .first('cleared_upto_id')) as { cleared_upto_id: number };
  const ids = (await t
    .db('messages')
    .where(pair)
    .whereNull('deleted_at')
    .where('id', '>', Number(side.cleared_upto_id))
    .orderBy('id', 'desc')
    .pluck('id')) as number[];
  return ids.map(Number);
}

/** Every page of both sides (at offsets on and off page boundaries) equals the plain query's slice. */
async function expectPagesMatch(): Promise<void> {
  for (const [me, other] of [
    [rosa, ava],
    [ava, rosa],
  ] as const) {
    const ids = await expected(me, other);
    for (let offset = 0; offset <= ids.length + CONVERSATION_PAGE_SIZE; offset += 7) {
      const got = await page(me, other, offset);
      const want = ids.slice(offset, offset + CONVERSATION_PAGE_SIZE).reverse();
      expect({ offset, ids: got.messages.map((m) => m.id) }).toEqual({ offset, ids: want });
      expect(got.total).toBe(ids.length);
    }
  }
}

test('pages by offset match the plain query after concurrent sends, deletes and a clear', async () => {
  // The pair's first messages, both at once (both sides' rows are made inside the transactions).
  await Promise.all([send(rosa, ava, 'Hello at once'), send(ava, rosa, 'Hi at once')]);
  for (let round = 0; round < 3; round++) {
    await Promise.all([
      send(rosa, ava, `Rosa ${round}a`),
      send(ava, rosa, `Ava ${round}a`),
      send(rosa, ava, `Rosa ${round}b`),
      send(ava, rosa, `Ava ${round}b`),
    ]);
  }
  const numbered = (await t.db('messages').where(pair).orderBy('id').pluck('seq')) as number[];
  expect(numbered.map(Number)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
  for (let i = 0; i < 16; i++) await send(i % 2 ? rosa : ava, i % 2 ? ava : rosa, `Later ${i}`);
  await expectPagesMatch();

  // A deleted message leaves a gap in the numbering: both sides still page by live messages.
  const mine = (await t
    .db('messages')
    .where({ ...pair, sender_id: rosa.id })
    .orderBy('id')
    .pluck('id')) as number[];
  for (const id of [mine[3], mine[10]]) {
    const res = await asSession(
      s.reader_rosa,
      request(t.app).delete(`${convo(rosa.username, ava.username)}?message_id=${id}`),
    );
    expect(res.status).toBeLessThan(300);
  }
  await expectPagesMatch();

  // Ava clears the conversation: her side starts after the marker (the deletions are before it).
  const cleared = await asSession(s.ava_writes, request(t.app).delete(convo(ava.username, rosa.username)));
  expect(cleared.status).toBeLessThan(300);
  for (let i = 0; i < 5; i++) await send(i % 2 ? rosa : ava, i % 2 ? ava : rosa, `After the clear ${i}`);
  await Promise.all([send(rosa, ava, 'Together 1'), send(ava, rosa, 'Together 2')]);
  await expectPagesMatch();
  expect((await page(ava, rosa, 0)).messages.map((m) => m.body)).toEqual([
    'After the clear 0',
    'After the clear 1',
    'After the clear 2',
    'After the clear 3',
    'After the clear 4',
    ...(await page(rosa, ava, 0)).messages.slice(-2).map((m) => m.body),
  ]);

  const seqs = (await t.db('messages').where(pair).pluck('seq')) as number[];
  expect(new Set(seqs.map(Number)).size).toBe(seqs.length);
});
