/**
 * The inbox's safety and abuse rules, enforced on the server (issue 27 §2, §8–10): blocks both
 * ways, a muted sender hidden from the muter (and not told), the time-out, the verified email to
 * start a conversation, closed accounts, the per-user rate limit and the new-account limit.
 */
import request from 'supertest';
import { USERS } from '../../../../seeds/fixtures';
import type { ConversationPage, InboxPage } from '../../../shared/inbox/api';
import {
  INBOX_ERRORS as E,
  MESSAGE_POSTS_PER_WINDOW,
  NEW_ACCOUNT_NEW_CONVERSATIONS_PER_DAY,
} from '../../../shared/inbox/validation';
import { recoveryMessages } from '../../../shared/recovery/messages';
import { asSession, expectApiError } from '../../test/apiAssertions';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

const convo = (me: string, other: string) => `/api/v3/users/${me}/inbox/${other}`;
const { admin, ava, bram, celine, dev, elio, rosa, sam, mona } = USERS;
type U = { id: number; username: string };

// Tens of posts a test: MariaDB on a busy machine needs more than Jest's 5 s.
jest.setTimeout(30_000);

let t: TestApp;
const s: Record<string, TestSession> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of Object.values(USERS)) s[u.username] = await t.login(u.id);
}, 60_000);
afterAll(() => t.close());

const send = (from: U, to: U, body = 'hello') =>
  asSession(s[from.username], request(t.app).post(convo(from.username, to.username))).send({
    sender: from.username,
    recipient: to.username,
    body,
  });
const get = (who: U, path: string) => asSession(s[who.username], request(t.app).get(path));

test('a block stops messages both ways; the conversation says who blocks whom', async () => {
  await send(bram, ava, 'before the block').expect(201);
  await t.db('user_blocks').insert({ user_id: ava.id, blocked_user_id: bram.id, created_at: new Date() });
  expectApiError(await send(bram, ava), 403, 1154, E.blocked);
  expectApiError(await send(ava, bram), 403, 1154, E.blocked);
  const bramSees = (await get(bram, convo(bram.username, ava.username)).expect(200)).body as ConversationPage;
  expect(bramSees).toMatchObject({ isBlockingCurrentUser: true, canSendPrivateMessage: false });
  const avaSees = (await get(ava, convo(ava.username, bram.username)).expect(200)).body as ConversationPage;
  expect(avaSees).toMatchObject({
    isBlockedByCurrentUser: true,
    safety: { isBlocked: true },
    canSendPrivateMessage: false,
  });
  await t.db('user_blocks').where({ user_id: ava.id }).delete();
  await send(bram, ava, 'after the unblock').expect(201);
});

test('a muted sender’s messages are hidden from the muter, and the sender is not told', async () => {
  await send(elio, dev, 'before the mute').expect(201);
  await send(dev, elio, 'my reply').expect(201);
  await t.db('user_mutes').insert({ user_id: elio.id, muted_user_id: dev.id, created_at: new Date() });
  await send(dev, elio, 'are you there?').expect(201);

  const list = (await get(elio, `/api/v3/users/${elio.username}/inbox`)).body as InboxPage;
  expect(list.threads.map((x) => x.user.name)).not.toContain(dev.username);
  const page = (await get(elio, convo(elio.username, dev.username))).body as ConversationPage;
  expect(page.messages.map((m) => m.body)).toEqual(['before the mute']);
  expect(page).toMatchObject({ total: 1, isMutedByCurrentUser: true, safety: { isMuted: true } });
  expect((await get(elio, `/api/v3/users/${elio.username}`)).body.inbox).toEqual({ unread: 0 });
  // The sender sees the whole conversation as before.
  const devSees = (await get(dev, convo(dev.username, elio.username))).body as ConversationPage;
  expect(devSees.messages.map((m) => m.body)).toEqual(['before the mute', 'my reply', 'are you there?']);
  expect(devSees.isMutingCurrentUser).toBe(true);
});

test('a timed-out user reads but cannot send', async () => {
  await send(mona, rosa, 'first').expect(201);
  await t
    .db('users')
    .where({ id: mona.id })
    .update({ timeout_until: new Date(Date.now() + 3_600_000) });
  const res = await send(mona, rosa, 'during the time-out');
  expect(res.status).toBe(403);
  expect(res.body.code).toBe(1154);
  await get(mona, convo(mona.username, rosa.username)).expect(200);
  await t.db('users').where({ id: mona.id }).update({ timeout_until: null });
});

test('an unverified email cannot start a conversation, but may reply', async () => {
  const refused = await send(sam, celine, 'hi there');
  expectApiError(refused, 403, 1154, recoveryMessages.verifyPromptBody);
  expect(refused.body.error_type).toBe('EmailNotVerified'); // the client opens the please-verify modal
  await send(celine, sam, 'welcome!').expect(201);
  await send(sam, celine, 'thanks!').expect(201);
});

test('a closed account receives nothing and shows as inactive', async () => {
  await send(rosa, celine, 'before closing').expect(201);
  await t.db('users').where({ id: celine.id }).update({ closed_at: new Date() });
  expectApiError(await send(rosa, celine), 403, 1154, E.closed);
  const page = (await get(rosa, convo(rosa.username, celine.username))).body as ConversationPage;
  expect(page).toMatchObject({ isActive: false, canSendPrivateMessage: false });
  await t.db('users').where({ id: celine.id }).update({ closed_at: null });
});

test(`more than ${MESSAGE_POSTS_PER_WINDOW} messages a minute: 429`, async () => {
  for (let i = 0; i < MESSAGE_POSTS_PER_WINDOW; i++) await send(admin, bram, `m${i}`).expect(201);
  const res = await send(admin, bram, 'one too many');
  expectApiError(res, 429, 429, E.tooFast);
});

test(`a new account starts at most ${NEW_ACCOUNT_NEW_CONVERSATIONS_PER_DAY} conversations a day with people who don’t follow it`, async () => {
  const me = ava;
  await t.db('users').where({ id: me.id }).update({ created_at: new Date(), verified_email: true });
  await t.db('follows').where({ followee_id: me.id }).delete();
  await t.db('conversations').where({ user_id: me.id }).orWhere({ other_user_id: me.id }).delete();
  const strangers = [admin, celine, dev, elio, rosa, sam, mona];
  for (const u of strangers.slice(0, NEW_ACCOUNT_NEW_CONVERSATIONS_PER_DAY)) await send(me, u).expect(201);
  const over = strangers[NEW_ACCOUNT_NEW_CONVERSATIONS_PER_DAY];
  expectApiError(await send(me, over), 429, 429, E.newAccountLimit);
  // Someone who follows the new account may be written to, and replies are never limited.
  await t.db('follows').insert({ follower_id: over.id, followee_id: me.id, created_at: new Date() });
  await send(me, over).expect(201);
  await send(me, strangers[0], 'a reply in an open thread').expect(201);
});
