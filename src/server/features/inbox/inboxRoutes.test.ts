/**
 * The inbox API per role (issue 27 §8–9): someone else's inbox refused, send and read (the thread
 * marked read, the header's unread count), paging by offset, the 2000-character cut, deleting a
 * message (`:purged:` stripped) and a conversation (for one side only), the people autocomplete and
 * the messaging-end flags. Safety and abuse rules: inboxRules.test.ts.
 */
import request from 'supertest';
import { USERS } from '../../../../seeds/fixtures';
import type { AutocompleteUser, ConversationPage, InboxPage, Message } from '../../../shared/inbox/api';
import { MESSAGE_MAX_LENGTH } from '../../../shared/inbox/api';
import { INBOX_ERRORS as E } from '../../../shared/inbox/validation';
import { asSession, expectApiError, NOT_LOGGED_IN } from '../../test/apiAssertions';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

const inbox = (me: string) => `/api/v3/users/${me}/inbox`;
const convo = (me: string, other: string) => `/api/v3/users/${me}/inbox/${other}`;
const { rosa, ava, bram, celine, admin } = USERS;
type U = { username: string };

// Tens of posts a test: MariaDB on a busy machine needs more than Jest's 5 s.
jest.setTimeout(30_000);

let t: TestApp;
const s: Record<string, TestSession> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of [rosa, ava, bram, celine, admin]) s[u.username] = await t.login(u.id);
}, 60_000);
afterAll(() => t.close());

function send(from: U, to: U, body: string, as: U = from) {
  return asSession(s[as.username], request(t.app).post(convo(from.username, to.username))).send({
    sender: from.username,
    recipient: to.username,
    body,
  });
}
const get = (who: U, path: string) => asSession(s[who.username], request(t.app).get(path));
const del = (who: U, path: string) => asSession(s[who.username], request(t.app).delete(path));

describe('whose inbox', () => {
  test('a visitor is asked to log in; another user and an admin are refused (1154)', async () => {
    expectApiError(await request(t.app).get(inbox(rosa.username)), 401, 1018, NOT_LOGGED_IN);
    expectApiError(await get(bram, inbox(rosa.username)), 403, 1154, E.notYours);
    expectApiError(await get(admin, convo(rosa.username, ava.username)), 403, 1154, E.notYours);
    expectApiError(await send(rosa, ava, 'in her name', bram), 403, 1154, E.notYours);
    expectApiError(await del(admin, convo(rosa.username, ava.username)), 403, 1154, E.notYours);
    expectApiError(
      await request(t.app).get('/api/v3/autocomplete/following_user?term=a'),
      401,
      1018,
      NOT_LOGGED_IN,
    );
  });

  test('bad input is a 400 with its reason, never a 500', async () => {
    expectApiError(await get(rosa, `${inbox(rosa.username)}?filter=starred`), 400, 1005, 'filter');
    expectApiError(await get(rosa, `${inbox(rosa.username)}?offset=-1`), 400, 1005, 'offset');
    expectApiError(await get(rosa, `${convo(rosa.username, ava.username)}?offset=x`), 400, 1005, 'offset');
    expectApiError(await send(rosa, ava, '   '), 400, 1005, E.emptyBody);
    expectApiError(await send(rosa, rosa, 'me'), 400, 1005, E.selfMessage);
    const wrong = await asSession(
      s.reader_rosa,
      request(t.app).post(convo(rosa.username, ava.username)),
    ).send({
      sender: bram.username,
      recipient: ava.username,
      body: 'hi',
    });
    expectApiError(wrong, 400, 1005, E.wrongParties);
    const noBody = await asSession(
      s.reader_rosa,
      request(t.app).post(convo(rosa.username, ava.username)),
    ).send({});
    expect(noBody.status).toBe(400);
    expect((await get(rosa, convo(rosa.username, 'nobody_here'))).status).toBe(404);
    expectApiError(
      await del(rosa, `${convo(rosa.username, ava.username)}?message_id=abc`),
      400,
      1005,
      'message_id',
    );
  });
});

describe('send and read', () => {
  test('a message reaches the other side unread; opening the conversation reads it', async () => {
    const res = await send(rosa, ava, '  Loved the last chapter!  ').expect(201);
    const msg = res.body as Message;
    expect(msg).toMatchObject({ body: 'Loved the last chapter!', recipient: ava.username, unread: false });
    expect(msg.from.name).toBe(rosa.username);

    const list = (await get(ava, `${inbox(ava.username)}?filter=&limit=10&offset=0`).expect(200))
      .body as InboxPage;
    expect(list.total).toBe(1);
    expect(list.threads[0]).toMatchObject({
      user: { name: rosa.username, isActive: true, isMutedByCurrentUser: false },
      unread: 1,
      recentMessage: { body: 'Loved the last chapter!' },
    });
    const unreadOnly = (await get(ava, `${inbox(ava.username)}?filter=unread`).expect(200)).body as InboxPage;
    expect(unreadOnly.total).toBe(1);
    const profile = await get(ava, `/api/v3/users/${ava.username}`).expect(200);
    expect(profile.body.inbox).toEqual({ unread: 1 });

    const page = (await get(ava, convo(ava.username, rosa.username)).expect(200)).body as ConversationPage;
    expect(page).toMatchObject({
      total: 1,
      isActive: true,
      canSendPrivateMessage: true,
      displayWarningNotice: false,
      displayDeprecationNotice: false,
      isBlockingCurrentUser: false,
      safety: { isMuted: false, isBlocked: false },
    });
    expect(page.messages.map((m) => [m.body, m.unread])).toEqual([['Loved the last chapter!', true]]);
    // Read now: the count and the filter drop it; the next open shows it read.
    expect((await get(ava, `${inbox(ava.username)}?filter=unread`)).body.total).toBe(0);
    expect((await get(ava, `/api/v3/users/${ava.username}`)).body.inbox).toEqual({ unread: 0 });
    const again = (await get(ava, convo(ava.username, rosa.username))).body as ConversationPage;
    expect(again.messages[0].unread).toBe(false);
  });

  test('a longer message is cut to 2000 characters', async () => {
    const res = await send(rosa, ava, 'x'.repeat(MESSAGE_MAX_LENGTH + 500)).expect(201);
    expect((res.body as Message).body).toHaveLength(MESSAGE_MAX_LENGTH);
  });

  test('a conversation pages by offset, newest page first, each page oldest first', async () => {
    // Within the rate limit (20 a minute each): bram's 5, then celine's 20 (unread for bram).
    for (let i = 1; i <= 5; i++) await send(bram, celine, `note ${i}`).expect(201);
    for (let i = 6; i <= 25; i++) await send(celine, bram, `note ${i}`).expect(201);
    const first = (await get(bram, convo(bram.username, celine.username))).body as ConversationPage;
    expect(first.total).toBe(25);
    expect(first.messages.map((m) => m.body)).toEqual(Array.from({ length: 20 }, (_, i) => `note ${i + 6}`));
    expect(first.messages.filter((m) => m.unread)).toHaveLength(20);
    const older = (await get(bram, `${convo(bram.username, celine.username)}?offset=20`))
      .body as ConversationPage;
    expect(older.messages.map((m) => m.body)).toEqual(['note 1', 'note 2', 'note 3', 'note 4', 'note 5']);
    expect(older.messages.every((m) => !m.unread)).toBe(true);
  });

  test('the inbox pages by offset, newest thread first', async () => {
    await send(bram, ava, 'hello from bram').expect(201);
    const p1 = (await get(ava, `${inbox(ava.username)}?limit=1&offset=0`)).body as InboxPage;
    const p2 = (await get(ava, `${inbox(ava.username)}?limit=1&offset=1`)).body as InboxPage;
    expect(p1.total).toBe(2);
    expect(p1.threads.map((x) => x.user.name)).toEqual([bram.username]);
    expect(p2.threads.map((x) => x.user.name)).toEqual([rosa.username]);
  });
});

describe('delete', () => {
  test('a message of one’s own, named with the :purged: prefix, goes for both sides', async () => {
    const mine = (await send(admin, rosa, 'wrong thread, sorry').expect(201)).body as Message;
    const theirs = (await send(rosa, admin, 'no worries').expect(201)).body as Message;
    expectApiError(
      await del(admin, `${convo(admin.username, rosa.username)}?message_id=${theirs.id}`),
      403,
      1154,
      E.notYourMessage,
    );
    await del(admin, `${convo(admin.username, `:purged:${rosa.username}`)}?message_id=${mine.id}`).expect(
      204,
    );
    const seen = (await get(rosa, convo(rosa.username, admin.username))).body as ConversationPage;
    expect(seen.messages.map((m) => m.body)).toEqual(['no worries']);
    expect(seen.total).toBe(1);
    expect((await del(admin, `${convo(admin.username, rosa.username)}?message_id=${mine.id}`)).status).toBe(
      404,
    );
  });

  test('deleting a conversation removes it for the viewer only, until a new message', async () => {
    await send(bram, admin, 'about the contest').expect(201);
    await del(bram, convo(bram.username, admin.username)).expect(204);
    const mine = (await get(bram, inbox(bram.username))).body as InboxPage;
    expect(mine.threads.map((x) => x.user.name)).not.toContain(admin.username);
    expect(((await get(bram, convo(bram.username, admin.username))).body as ConversationPage).total).toBe(0);
    const theirs = (await get(admin, convo(admin.username, bram.username))).body as ConversationPage;
    expect(theirs.messages.at(-1)?.body).toBe('about the contest');
    await send(admin, bram, 'still there?').expect(201);
    const back = (await get(bram, convo(bram.username, admin.username))).body as ConversationPage;
    expect(back.messages.map((m) => m.body)).toEqual(['still there?']);
  });
});

describe('people autocomplete', () => {
  test('the people the viewer follows first, as Your Friends, then Other People', async () => {
    await t.db('follows').where({ follower_id: rosa.id }).delete();
    await t.db('follows').insert({ follower_id: rosa.id, followee_id: ava.id, created_at: new Date() });
    const res = await get(rosa, '/api/v3/autocomplete/following_user?term=a').expect(200);
    const people = res.body as AutocompleteUser[];
    expect(people[0]).toMatchObject({ label: ava.username, category: 'Your Friends' });
    expect(people.slice(1).every((p) => p.category === 'Other People')).toBe(true);
    expect(people.map((p) => p.label)).toContain(USERS.admin.username);
    expect(people.map((p) => p.label)).not.toContain(rosa.username);
    expect((await get(rosa, '/api/v3/autocomplete/following_user?term=')).body).toEqual([]);
  });
});

describe('the end of messaging (MESSAGING_ENDS_AT)', () => {
  test('before it: a warning notice; after it: no sending, the deprecation notice', async () => {
    const open = (who: U) => get(who, convo(rosa.username, ava.username)).expect(200);
    try {
      t.config.messagingEndsAt = new Date(Date.now() + 86_400_000);
      expect((await open(rosa)).body).toMatchObject({
        canSendPrivateMessage: true,
        displayWarningNotice: true,
        displayDeprecationNotice: false,
      });
      t.config.messagingEndsAt = new Date('2024-05-06T00:00:00Z');
      expect((await open(rosa)).body).toMatchObject({
        canSendPrivateMessage: false,
        displayWarningNotice: false,
        displayDeprecationNotice: true,
      });
      expectApiError(await send(rosa, ava, 'too late'), 403, 1154, E.ended);
    } finally {
      t.config.messagingEndsAt = null;
    }
  });
});
