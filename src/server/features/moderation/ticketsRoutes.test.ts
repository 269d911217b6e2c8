/**
 * The staff tickets queue's API (issue 27 §5): system admins and moderators only; newest first,
 * filtered and paged; one ticket with its links; resolve; act on it (time out, remove the comment,
 * hide and show the story), each resolving the ticket with the action.
 */
import request from 'supertest';
import { ADMIN_USER_ID, LONG_STORY_ID, LONG_STORY_PART_IDS, USERS } from '../../../../seeds/fixtures';
import { ticketPaths, TICKETS_PAGE_SIZE } from '../../../shared/moderation/api';
import { moderationMessages as m } from '../../../shared/moderation/messages';
import { asSession, expectApiError } from '../../test/apiAssertions';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

let t: TestApp;
let admin: TestSession;
let bram: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  [admin, bram] = await Promise.all([t.login(ADMIN_USER_ID), t.login(USERS.bram.id)]);
});
afterAll(() => t.close());

async function ticket(fields: Record<string, unknown>): Promise<number> {
  const [id] = (await t.db('support_tickets').insert({
    requester_name: 'Bram',
    requester_email: 'bram@example.com',
    report_type: 'user',
    reason: 'spam',
    comment: 'Please look at this',
    custom_fields: JSON.stringify([{ id: 'device', value: 'web' }]),
    created_at: new Date(),
    ...fields,
  })) as number[];
  return Number(id);
}

const get = (s: TestSession, path: string) => asSession(s, request(t.app).get(path));
const post = (s: TestSession, path: string, body: object = {}) =>
  asSession(s, request(t.app).post(path)).send(body);

test('only system admins and moderators see the queue or act on it', async () => {
  const id = await ticket({ username: USERS.elio.username });
  const visitor = await t.visitor();
  expectApiError(await get(visitor, ticketPaths.list()), 401, 1018, 'logged in');
  expectApiError(await get(bram, ticketPaths.list()), 403, 1154, m.notAllowed);
  expectApiError(await get(bram, ticketPaths.one(id)), 403, 1154, m.notAllowed);
  expectApiError(await post(bram, ticketPaths.resolve(id)), 403, 1154, m.notAllowed);
  expectApiError(await post(bram, ticketPaths.actions(id), { action: 'timeout' }), 403, 1154, m.notAllowed);
  expect(await t.db('support_tickets').where({ id }).first('status')).toEqual({ status: 'open' });
  // The page: a visitor is asked to log in; a reader gets the refusal.
  expect((await request(t.app).get('/staff/tickets')).status).toBe(401);
  expect((await get(bram, '/staff/tickets')).status).toBe(403);
  await t.db('users').where({ id: USERS.dev.id }).update({ is_staff: true });
  await get(await t.login(USERS.dev.id), ticketPaths.list()).expect(200);
  await t.db('users').where({ id: USERS.dev.id }).update({ is_staff: false });
});

test('newest first, filtered by type and status, paged with after', async () => {
  await t.db('support_tickets').delete();
  const ids: number[] = [];
  for (let i = 0; i < TICKETS_PAGE_SIZE + 2; i++)
    ids.push(await ticket({ report_type: i % 2 ? 'story' : 'comment', subject: `T${i}` }));
  await t.db('support_tickets').where({ id: ids[0] }).update({ status: 'resolved' });
  const first = (await get(admin, ticketPaths.list()).expect(200)).body;
  expect(first.tickets).toHaveLength(TICKETS_PAGE_SIZE);
  expect(first.tickets[0].id).toBe(ids[ids.length - 1]);
  const second = (await get(admin, ticketPaths.list({ after: first.nextAfter })).expect(200)).body;
  expect(second.tickets.map((x: { id: number }) => x.id)).toEqual([ids[1], ids[0]]);
  expect(second.nextAfter).toBeNull();
  const stories = (await get(admin, ticketPaths.list({ type: 'story' })).expect(200)).body;
  expect(stories.tickets.every((x: { reportType: string }) => x.reportType === 'story')).toBe(true);
  const resolved = (await get(admin, ticketPaths.list({ status: 'resolved' })).expect(200)).body;
  expect(resolved.tickets.map((x: { id: number }) => x.id)).toEqual([ids[0]]);
  expect((await get(admin, `${ticketPaths.list()}?status=closed`)).status).toBe(400);
  expect((await get(admin, ticketPaths.one(999999))).status).toBe(404);
});

test('one ticket: its fields and links; time out from it resolves it with the action', async () => {
  const id = await ticket({
    username: USERS.celine.username,
    reported_location: `/user/${USERS.celine.username}`,
  });
  const body = (await get(admin, ticketPaths.one(id)).expect(200)).body;
  expect(body).toMatchObject({
    id,
    requesterName: 'Bram',
    comment: 'Please look at this',
    customFields: [{ id: 'device', value: 'web' }],
    links: { user: `/user/${USERS.celine.username}`, content: `/user/${USERS.celine.username}` },
    target: { closed: false, timeoutUntil: null, isStaff: false },
  });
  const acted = (
    await post(admin, ticketPaths.actions(id), { action: 'timeout', reason: 'spam' }).expect(200)
  ).body;
  expect(acted).toMatchObject({ status: 'resolved', actionTaken: 'timeout', resolvedBy: 'admin' });
  expect(acted.target.timeoutUntil).toEqual(expect.any(String));
  expectApiError(await post(admin, ticketPaths.actions(id), { action: 'ban' }), 400, 1005, m.badAction);
});

test('remove the reported comment; hide the reported story and show it again', async () => {
  const [commentId] = (await t.db('comments').insert({
    namespace: 'parts',
    resource_id: String(LONG_STORY_PART_IDS[0]),
    part_id: LONG_STORY_PART_IDS[0],
    story_id: LONG_STORY_ID,
    user_id: USERS.bram.id,
    text: 'A rude comment',
    created_at: new Date(),
    modified_at: new Date(),
  })) as number[];
  const c = await ticket({
    report_type: 'comment',
    username: USERS.bram.username,
    deep_link: `/${LONG_STORY_PART_IDS[0]}?commentId=${commentId}`,
  });
  expect((await get(admin, ticketPaths.one(c)).expect(200)).body.commentId).toBe(Number(commentId));
  await post(admin, ticketPaths.actions(c), { action: 'remove_comment' }).expect(200);
  expect(await t.db('comments').where({ id: commentId }).first('id')).toBeUndefined();

  const s = await ticket({ report_type: 'story', story_id: LONG_STORY_ID });
  const rosa = await t.login(USERS.rosa.id);
  await get(rosa, `/api/v3/stories/${LONG_STORY_ID}`).expect(200);
  const hidden = (await post(admin, ticketPaths.actions(s), { action: 'hide_story' }).expect(200)).body;
  expect(hidden).toMatchObject({ storyHidden: true, status: 'resolved', actionTaken: 'hide_story' });
  expect((await get(rosa, `/api/v3/stories/${LONG_STORY_ID}`)).status).not.toBe(200);
  await post(admin, ticketPaths.actions(s), { action: 'unhide_story' }).expect(200);
  await get(rosa, `/api/v3/stories/${LONG_STORY_ID}`).expect(200);
  expect(await t.db('moderation_actions').where({ ticket_id: s }).pluck('action')).toEqual([
    'hide_story',
    'unhide_story',
  ]);
});
