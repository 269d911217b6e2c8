/**
 * Close and time-out (issue 27 §3): only system admins and moderators; an admin's close ends the
 * account's sessions; a timed-out user reads a story but every write is refused with the message
 * (JSON and no-JS form), until the time-out ends. Bad reasons are 400, never 500.
 */
import request from 'supertest';
import {
  ADMIN_USER_ID,
  LONG_STORY_ID,
  LONG_STORY_PART_IDS,
  ONGOING_DRAFT_PART_ID,
  USERS,
} from '../../../../seeds/fixtures';
import { moderationPaths } from '../../../shared/moderation/api';
import { moderationMessages as m } from '../../../shared/moderation/messages';
import { asSession, expectApiError } from '../../test/apiAssertions';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

const TIMED_OUT = 'Your account is timed out until';

let t: TestApp;
let admin: TestSession;
let bram: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  [admin, bram] = await Promise.all([t.login(ADMIN_USER_ID), t.login(USERS.bram.id)]);
});
afterAll(() => t.close());

const close = (s: TestSession, username: string, body: object) =>
  asSession(s, request(t.app).post(moderationPaths.close(username))).send(body);
const timeout = (s: TestSession, username: string, body: object) =>
  asSession(s, request(t.app).post(moderationPaths.timeout(username))).send(body);
const comment = (s: TestSession, text: string) =>
  asSession(s, request(t.app).post('/v5/comments')).send({
    resource: { namespace: 'parts', resourceId: String(LONG_STORY_PART_IDS[0]) },
    text,
  });

test('visitors are asked to log in; users who are not admins or moderators are refused', async () => {
  const visitor = await t.visitor();
  expectApiError(await close(visitor, USERS.elio.username, { reason: 'spam' }), 401, 1018, 'logged in');
  expectApiError(await timeout(visitor, USERS.elio.username, { reason: 'spam' }), 401, 1018, 'logged in');
  expectApiError(await close(bram, USERS.elio.username, { reason: 'spam' }), 403, 1154, m.notAllowed);
  expectApiError(await timeout(bram, USERS.elio.username, { reason: 'spam' }), 403, 1154, m.notAllowed);
  const elio = (await t
    .db('users')
    .where({ id: USERS.elio.id })
    .first('closed_at', 'timeout_until')) as object;
  expect(elio).toEqual({ closed_at: null, timeout_until: null });
});

test('a reason that is not one of the 12, or none, is a 400 with a clear message', async () => {
  expectApiError(await close(admin, USERS.elio.username, { reason: 'rude' }), 400, 1005, m.badReason);
  expectApiError(await close(admin, USERS.elio.username, {}), 400, 1006, 'Parameter missing: reason');
  expectApiError(await timeout(admin, USERS.elio.username, { reason: '  ' }), 400, 1005, m.badTimeoutReason);
  expectApiError(
    await timeout(admin, USERS.elio.username, { reason: 'x'.repeat(501) }),
    400,
    1005,
    m.badTimeoutReason,
  );
  expectApiError(
    await close(admin, USERS.elio.username, { reason: 'spam', ticketId: 'x' }),
    400,
    1005,
    'ticketId',
  );
  expectApiError(
    await close(admin, 'nobody_here', { reason: 'spam' }),
    404,
    1014,
    m.userNotFound('nobody_here'),
  );
});

test('not your own account, nor another admin or moderator', async () => {
  expectApiError(await close(admin, USERS.admin.username, { reason: 'spam' }), 403, 1154, m.notYourself);
  await t.db('users').where({ id: USERS.dev.id }).update({ is_staff: true });
  try {
    expectApiError(await timeout(admin, USERS.dev.username, { reason: 'spam' }), 403, 1154, m.notAnAdmin);
    const dev = await t.login(USERS.dev.id);
    expectApiError(await close(dev, USERS.admin.username, { reason: 'spam' }), 403, 1154, m.notAnAdmin);
  } finally {
    await t.db('users').where({ id: USERS.dev.id }).update({ is_staff: false });
  }
});

test("an admin's time-out: the user reads, but comments, lists and publishing are refused with the message", async () => {
  const ava = await t.login(USERS.ava.id);
  const res = await timeout(admin, USERS.ava.username, { reason: 'cyberbullying_harassment' }).expect(200);
  const until = new Date(res.body.timeoutUntil as string).getTime();
  expect(until - Date.now()).toBeGreaterThan(2 * 86_400_000 - 60_000);
  expect(until - Date.now()).toBeLessThanOrEqual(2 * 86_400_000);
  expect(
    await t
      .db('moderation_actions')
      .where({ target_user_id: USERS.ava.id })
      .select('moderator_user_id', 'action', 'reason'),
  ).toEqual([{ moderator_user_id: ADMIN_USER_ID, action: 'timeout', reason: 'cyberbullying_harassment' }]);

  // Reading still works.
  await asSession(ava, request(t.app).get(`/api/v3/stories/${LONG_STORY_ID}`)).expect(200);
  // Writing does not: a comment, a reading list, publishing, a vote.
  expectApiError(await comment(ava, 'Can I still talk?'), 403, 1154, TIMED_OUT);
  expectApiError(
    await asSession(ava, request(t.app).post('/api/v3/lists')).send({ name: 'Timed out' }),
    403,
    1154,
    TIMED_OUT,
  );
  expectApiError(
    await asSession(ava, request(t.app).post(`/v4/parts/${ONGOING_DRAFT_PART_ID}/publish`)).send({}),
    403,
    1154,
    'not post, comment, message or publish',
  );
  expect(
    await t.db('reading_lists').where({ user_id: USERS.ava.id, name: 'Timed out' }).first('id'),
  ).toBeUndefined();
  // The no-JS comment form: the message on a page, not a 500.
  const form = await request(t.app)
    .post('/comments')
    .set('Cookie', ava.cookie)
    .type('form')
    .send({
      _csrf: ava.csrfToken,
      namespace: 'parts',
      resourceId: String(LONG_STORY_PART_IDS[0]),
      text: 'Hi',
      back: '/home',
    });
  expect(form.status).toBe(403);
  expect(form.text).toContain(TIMED_OUT);
  // Others still write.
  await comment(bram, 'Bram is not timed out').expect(201);

  // When the time-out ends, ava writes again.
  await t
    .db('users')
    .where({ id: USERS.ava.id })
    .update({ timeout_until: new Date(Date.now() - 1000) });
  await comment(ava, 'Back again after my time-out').expect(201);
});

test("a moderator's close ends the account's sessions and resolves the ticket it answers", async () => {
  await t.db('users').where({ id: USERS.dev.id }).update({ is_staff: true });
  const [ticketId] = (await t.db('support_tickets').insert({
    requester_name: 'Bram',
    requester_email: 'bram@example.com',
    report_type: 'user',
    reason: 'spam',
    comment: 'Sends spam',
    username: USERS.elio.username,
    custom_fields: '[]',
    created_at: new Date(),
  })) as number[];
  const [dev, elio] = await Promise.all([t.login(USERS.dev.id), t.login(USERS.elio.id)]);
  await asSession(elio, request(t.app).get('/v5/sessions')).expect(200);

  const res = await close(dev, USERS.elio.username, { reason: 'spam', ticketId }).expect(200);
  expect(res.body).toEqual({ username: USERS.elio.username, closed: true });
  expectApiError(await asSession(elio, request(t.app).get('/v5/sessions')), 401, 1018, 'logged in');
  expect(
    await t
      .db('support_tickets')
      .where({ id: ticketId })
      .first('status', 'action_taken', 'resolved_by_user_id'),
  ).toEqual({
    status: 'resolved',
    action_taken: 'close',
    resolved_by_user_id: USERS.dev.id,
  });
  expect(
    await t.db('moderation_actions').where({ ticket_id: ticketId }).select('action', 'target_user_id'),
  ).toEqual([{ action: 'close', target_user_id: USERS.elio.id }]);
  expectApiError(
    await close(dev, USERS.elio.username, { reason: 'spam' }),
    400,
    1005,
    m.alreadyClosed(USERS.elio.username),
  );
  await t.db('users').where({ id: USERS.dev.id }).update({ is_staff: false });
});
