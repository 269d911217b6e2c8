/**
 * Bad input on the comments API: always a 4xx with the legacy error shape and a clear message
 * (unknown namespace, bad ids, empty and too long text, missing part, paragraph or parent, bad
 * cursor), and the spam limits: duplicates, the per-user rate, announcements per day.
 */
import request from 'supertest';
import { LONG_STORY_PART_IDS, ONGOING_STORY_PART_IDS, USERS } from '../../../../seeds/fixtures';
import { COMMENTS_MESSAGES as M } from '../../../shared/comments/messages';
import {
  ANNOUNCEMENTS_PER_DAY,
  COMMENT_POSTS_PER_WINDOW,
  COMMENT_TEXT_MAX,
} from '../../../shared/comments/validation';
import { asSession, expectApiError } from '../../test/apiAssertions';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

const PART = LONG_STORY_PART_IDS[4];

let t: TestApp;
let rosa: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  rosa = await t.login(USERS.rosa.id);
});
afterAll(() => t.close());

const post = (s: TestSession, body: unknown) =>
  asSession(s, request(t.app).post('/v5/comments')).send(body as object);
const onPart = (text: string, resourceId: string | number = PART) => ({
  resource: { namespace: 'parts', resourceId: String(resourceId) },
  text,
});

test('listing: an unknown namespace, bad ids and a bad cursor are 400s; a missing comment 404', async () => {
  expectApiError(
    await request(t.app).get('/v5/comments/namespaces/stories/resources/1/comments'),
    400,
    1005,
    'namespace',
  );
  expectApiError(
    await request(t.app).get('/v5/comments/namespaces/parts/resources/abc/comments'),
    400,
    1020,
    'Part not found',
  );
  expectApiError(
    await request(t.app).get('/v5/comments/namespaces/parts/resources/999999/comments'),
    400,
    1020,
    'Part not found',
  );
  expectApiError(
    await request(t.app).get('/v5/comments/namespaces/paragraphs/resources/12/comments'),
    400,
    1005,
    M.badResource,
  );
  expectApiError(
    await request(t.app).get('/v5/comments/namespaces/comments/resources/999999/comments'),
    404,
    1005,
    M.notFound,
  );
  expectApiError(
    await request(t.app).get(`/v5/comments/namespaces/parts/resources/${PART}/comments?after=zzz`),
    400,
    1005,
    'after',
  );
  expectApiError(
    await request(t.app).get(`/v5/comments/namespaces/parts/resources/${PART}/comments?limit=0`),
    400,
    1005,
    'limit',
  );
  expectApiError(await request(t.app).get('/v5/comments/12abc'), 404, 1005, M.notFound);
  expectApiError(await request(t.app).get('/v4/parts/nope/paragraphs'), 400, 1020, 'Part not found');
  const empty = await request(t.app)
    .get(`/v5/comments/namespaces/parts/resources/${PART}/comments/`)
    .expect(200);
  expect(empty.body).toEqual({ comments: [], pagination: { after: null } });
});

test('posting: text empty, only spaces, too long; a bad body; what is not there', async () => {
  expectApiError(await post(rosa, onPart('')), 400, 1005, M.textEmpty);
  expectApiError(await post(rosa, onPart(' \n\t ')), 400, 1005, M.textEmpty);
  expectApiError(
    await post(rosa, onPart('x'.repeat(COMMENT_TEXT_MAX + 1))),
    400,
    1005,
    M.textTooLong(COMMENT_TEXT_MAX),
  );
  // The limit counts characters as people do: 2000 emoji fit.
  expect((await post(rosa, onPart('😀'.repeat(COMMENT_TEXT_MAX)))).status).toBe(201);
  expect((await post(rosa, { resource: { namespace: 'parts' }, text: 'x' })).status).toBe(400);
  expect((await post(rosa, { text: 'x' })).status).toBe(400);
  expect((await post(rosa, { resource: { namespace: 'parts', resourceId: PART }, text: 42 })).status).toBe(
    400,
  );
  expectApiError(
    await post(rosa, { resource: { namespace: 'users', resourceId: '1' }, text: 'x' }),
    400,
    1005,
    'namespace',
  );
  expectApiError(await post(rosa, onPart('Hi', 999999)), 400, 1020, 'Part not found');
  expectApiError(await post(rosa, onPart('Hi', ONGOING_STORY_PART_IDS[5])), 400, 1020, 'Part not found');
  expectApiError(
    await post(rosa, { resource: { namespace: 'comments', resourceId: '999999' }, text: 'Hi' }),
    404,
    1005,
    M.notFound,
  );
});

test('the same text twice on the same resource is refused (409); elsewhere it is fine', async () => {
  expect((await post(rosa, onPart('So good!'))).status).toBe(201);
  expectApiError(await post(rosa, onPart('  So good!  ')), 409, 1005, M.duplicate);
  expect((await post(rosa, onPart('So good!', LONG_STORY_PART_IDS[5]))).status).toBe(201);
});

test(`announcements: the story owner only, on a part, ${ANNOUNCEMENTS_PER_DAY} a day`, async () => {
  const ava = await t.login(USERS.ava.id);
  const announce = (text: string, s = ava) => post(s, { ...onPart(text), isAnnouncement: true });
  expectApiError(await announce('Not my story', rosa), 403, 1154, M.announcementNotYours);
  for (let i = 0; i < ANNOUNCEMENTS_PER_DAY; i++) expect((await announce(`Update ${i}`)).status).toBe(201);
  expectApiError(await announce('One too many'), 429, 429, M.tooManyAnnouncements(ANNOUNCEMENTS_PER_DAY));
  // Plain comments go on.
  expect((await post(ava, onPart('A plain comment'))).status).toBe(201);
});

test(`a user posts at most ${COMMENT_POSTS_PER_WINDOW} comments a minute (429); others are not held`, async () => {
  const mona = await t.login(USERS.mona.id);
  for (let i = 0; i < COMMENT_POSTS_PER_WINDOW; i++)
    expect((await post(mona, onPart(`Thought ${i}`))).status).toBe(201);
  expectApiError(await post(mona, onPart('One more thought')), 429, 429, M.tooFast);
  const bram = await t.login(USERS.bram.id);
  expect((await post(bram, onPart('Meanwhile, me'))).status).toBe(201);
});

test('likes: an unknown sentiment and a missing comment', async () => {
  const c = await post(rosa, onPart('Like target'));
  const id = c.body.commentId.resourceId as string;
  expectApiError(
    await asSession(
      rosa,
      request(t.app).post(`/v5/comments/namespaces/comments/resources/${id}/sentiments/:love:`),
    ),
    400,
    1005,
    'sentiment',
  );
  expectApiError(
    await asSession(
      rosa,
      request(t.app).post('/v5/comments/namespaces/comments/resources/999999/sentiments/:like:'),
    ),
    404,
    1005,
    M.notFound,
  );
  expectApiError(
    await asSession(rosa, request(t.app).delete('/v5/comments/namespaces/comments/resources/x')),
    404,
    1005,
    M.notFound,
  );
});
