/**
 * The comments API per role (reading-discovery §2–9; API-COMPAT "Comments (v5)"): posting, replies,
 * paragraph comments, likes and deleting as the author, the story's owner (ava), an admin, another
 * reader and a visitor; the counts kept; every comment exactly once across cursor sets.
 */
import request from 'supertest';
import {
  ADMIN_USER_ID,
  LONG_STORY_ID,
  LONG_STORY_PART_IDS,
  ONGOING_DRAFT_PART_ID,
  USERS,
} from '../../../../seeds/fixtures';
import { COMMENTS_MESSAGES as M } from '../../../shared/comments/messages';
import { asSession, expectApiError } from '../../test/apiAssertions';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

const PART = LONG_STORY_PART_IDS[1];
const partList = (partId = PART) => `/v5/comments/namespaces/parts/resources/${partId}/comments`;
const replies = (id: number | string) => `/v5/comments/namespaces/comments/resources/${id}/comments`;
const like = (id: number | string) => `/v5/comments/namespaces/comments/resources/${id}/sentiments/:like:`;
const del = (id: number | string) => `/v5/comments/namespaces/comments/resources/${id}`;

let t: TestApp;
let rosa: TestSession;
let ava: TestSession; // the story's owner
let bram: TestSession;
let admin: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  [rosa, ava, bram, admin] = await Promise.all([
    t.login(USERS.rosa.id),
    t.login(USERS.ava.id),
    t.login(USERS.bram.id),
    t.login(ADMIN_USER_ID),
  ]);
});
afterAll(() => t.close());

async function post(s: TestSession, namespace: string, resourceId: string | number, text: string) {
  return asSession(s, request(t.app).post('/v5/comments')).send({
    resource: { namespace, resourceId: String(resourceId) },
    text,
  });
}

const counts = async (partId = PART) => {
  const part = (await t.db('parts').where({ id: partId }).first('comment_count')) as {
    comment_count: number;
  };
  const story = (await t.db('stories').where({ id: LONG_STORY_ID }).first('comment_count')) as {
    comment_count: number;
  };
  return { part: Number(part.comment_count), story: Number(story.comment_count) };
};

async function firstParagraph(partId = PART): Promise<string> {
  const res = await request(t.app).get(`/v4/parts/${partId}/paragraphs`).expect(200);
  return (res.body as { paragraphs: Array<{ id: string }> }).paragraphs[0].id;
}

test('a reader posts on a part: 201, the comment as the list shows it, and the counts go up', async () => {
  const before = await counts();
  const res = await post(
    rosa,
    'parts',
    PART,
    '  Loved this chapter, @ava_writes! #queen https://example.com/x.  ',
  );
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({
    resource: { namespace: 'parts', resourceId: String(PART) },
    user: { name: USERS.rosa.username, isStaff: false },
    text: 'Loved this chapter, @ava_writes! #queen https://example.com/x.',
    replyCount: 0,
    sentiments: { ':like:': { count: 0 } },
    status: 'public',
    isOffensive: false,
    isStoryAuthor: false,
    mentions: ['ava_writes'],
    liked: false,
    canDelete: true,
  });
  expect(res.body.created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  expect(res.body.deeplink).toMatch(
    new RegExp(`/${PART}-[^?]*\\?commentId=${res.body.commentId.resourceId}$`),
  );
  expect(await counts()).toEqual({ part: before.part + 1, story: before.story + 1 });

  const list = await request(t.app).get(partList()).expect(200);
  expect(list.body.comments[0]).toMatchObject({ commentId: res.body.commentId, text: res.body.text });
  // A visitor sees no `liked` nor `canDelete`.
  expect(list.body.comments[0]).not.toHaveProperty('liked');
  expect(list.body.comments[0]).not.toHaveProperty('canDelete');
});

test('the story owner posts with the Writer flag; an offensive word is flagged', async () => {
  const mine = await post(ava, 'parts', PART, 'Thank you all for reading!');
  expect(mine.status).toBe(201);
  expect(mine.body.isStoryAuthor).toBe(true);
  const rude = await post(bram, 'parts', PART, 'What a SHIT ending.');
  expect(rude.status).toBe(201);
  expect(rude.body.isOffensive).toBe(true);
  // Whole words only: "shitake" is not the word.
  const food = await post(bram, 'parts', PART, 'I cooked shitake mushrooms while reading.');
  expect(food.body.isOffensive).toBe(false);
});

test('an unverified email cannot post nor like (403, the please-verify gate); a visitor gets 401', async () => {
  const sam = await t.login(USERS.sam.id);
  const res = await post(sam, 'parts', PART, 'Hello there');
  expectApiError(res, 403, 1154, 'verify your email');
  expect(res.body.error_type).toBe('EmailNotVerified');
  const c = await post(rosa, 'parts', PART, 'Something to like');
  expect((await asSession(sam, request(t.app).post(like(c.body.commentId.resourceId)))).status).toBe(403);
  const visitor = await t.visitor();
  expectApiError(await post(visitor, 'parts', PART, 'Hi'), 401, 1018, 'logged in');
  expectApiError(
    await asSession(visitor, request(t.app).post(like(c.body.commentId.resourceId))),
    401,
    1018,
    '',
  );
});

test('replies: a reply and an answer to it; a third level is refused; replies list oldest first', async () => {
  const top = await post(rosa, 'parts', PART, 'Who else cried?');
  const id = top.body.commentId.resourceId as string;
  const r1 = await post(bram, 'comments', id, 'Me!');
  expect(r1.status).toBe(201);
  expect(r1.body.resource).toEqual({ namespace: 'comments', resourceId: id });
  const r2 = await post(ava, 'comments', id, 'Sorry, not sorry.');
  const answer = await post(rosa, 'comments', r1.body.commentId.resourceId, 'Same here');
  expect(answer.status).toBe(201);
  expectApiError(
    await post(bram, 'comments', answer.body.commentId.resourceId, 'Too deep'),
    400,
    1005,
    M.tooDeep,
  );

  const list = await request(t.app).get(replies(id)).expect(200);
  expect(list.body.comments.map((c: { text: string }) => c.text)).toEqual(['Me!', 'Sorry, not sorry.']);
  expect(r2.body.isStoryAuthor).toBe(true);
  const one = await request(t.app).get(`/v5/comments/${id}`).expect(200);
  expect(one.body.replyCount).toBe(2);
});

test('likes: idempotent, counted, shown as liked to the liker only; unlike takes it back', async () => {
  const c = await post(ava, 'parts', PART, 'Like me');
  const id = c.body.commentId.resourceId as string;
  expect((await asSession(rosa, request(t.app).post(like(id))).expect(200)).body).toEqual({ count: 1 });
  expect((await asSession(rosa, request(t.app).post(like(id))).expect(200)).body).toEqual({ count: 1 });
  expect((await asSession(bram, request(t.app).post(`${like(id)}/`)).expect(200)).body).toEqual({ count: 2 });
  const seen = await asSession(rosa, request(t.app).get(`/v5/comments/${id}`)).expect(200);
  expect(seen.body).toMatchObject({ liked: true, sentiments: { ':like:': { count: 2 } } });
  const other = await asSession(admin, request(t.app).get(`/v5/comments/${id}`)).expect(200);
  expect(other.body.liked).toBe(false);
  expect((await asSession(rosa, request(t.app).delete(like(id))).expect(200)).body).toEqual({ count: 1 });
  expect((await asSession(rosa, request(t.app).delete(like(id))).expect(200)).body).toEqual({ count: 1 });
  // As browsers send it: the colons percent-encoded.
  const encoded = `/v5/comments/namespaces/comments/resources/${id}/sentiments/%3Alike%3A`;
  expect((await asSession(admin, request(t.app).post(encoded)).expect(200)).body).toEqual({ count: 2 });
});

describe('deleting', () => {
  test('the author deletes their own; the counts go down; it is gone', async () => {
    const c = await post(rosa, 'parts', PART, 'Oops, wrong part');
    const id = c.body.commentId.resourceId as string;
    const before = await counts();
    await asSession(rosa, request(t.app).delete(del(id))).expect(204);
    expect(await counts()).toEqual({ part: before.part - 1, story: before.story - 1 });
    expectApiError(await request(t.app).get(`/v5/comments/${id}`), 404, 1005, M.notFound);
  });

  test('another reader may not (403, 1154); the story owner and an admin may', async () => {
    const a = await post(rosa, 'parts', PART, 'Delete me, owner');
    const b = await post(rosa, 'parts', PART, 'Delete me, admin');
    const visitor = await t.visitor();
    expectApiError(
      await asSession(visitor, request(t.app).delete(del(a.body.commentId.resourceId))),
      401,
      1018,
      '',
    );
    expectApiError(
      await asSession(bram, request(t.app).delete(del(a.body.commentId.resourceId))),
      403,
      1154,
      M.notYours,
    );
    const asBram = await asSession(bram, request(t.app).get(`/v5/comments/${a.body.commentId.resourceId}`));
    expect(asBram.body.canDelete).toBe(false);
    const asOwner = await asSession(ava, request(t.app).get(`/v5/comments/${a.body.commentId.resourceId}`));
    expect(asOwner.body.canDelete).toBe(true);
    await asSession(ava, request(t.app).delete(del(a.body.commentId.resourceId))).expect(204);
    await asSession(admin, request(t.app).delete(`${del(b.body.commentId.resourceId)}/`)).expect(204);
  });

  test('a comment with replies keeps its place as "deleted"; its last reply gone, it goes too', async () => {
    const top = await post(rosa, 'parts', PART, 'A thread starter');
    const id = top.body.commentId.resourceId as string;
    const reply = await post(bram, 'comments', id, 'A reply that stays');
    const before = await counts();
    await asSession(rosa, request(t.app).delete(del(id))).expect(204);
    expect(await counts()).toEqual({ part: before.part - 1, story: before.story - 1 });
    const kept = await request(t.app).get(`/v5/comments/${id}`).expect(200);
    expect(kept.body).toMatchObject({ status: 'deleted', text: '', replyCount: 1 });
    const list = await request(t.app).get(`${partList()}?limit=50`).expect(200);
    expect(
      list.body.comments.find((c: { commentId: { resourceId: string } }) => c.commentId.resourceId === id),
    ).toMatchObject({ status: 'deleted', text: '' });
    expect((await request(t.app).get(replies(id)).expect(200)).body.comments).toHaveLength(1);
    // Deleted twice: not found.
    expect((await asSession(rosa, request(t.app).delete(del(id)))).status).toBe(404);
    // A deleted comment takes no replies.
    expect((await post(bram, 'comments', id, 'Late reply')).status).toBe(400);

    await asSession(bram, request(t.app).delete(del(reply.body.commentId.resourceId))).expect(204);
    expect((await request(t.app).get(`/v5/comments/${id}`)).status).toBe(404);
    expect(await counts()).toEqual({ part: before.part - 2, story: before.story - 2 });
  });
});

describe('paragraphs', () => {
  test('every paragraph of the part with its count; a paragraph comment raises it', async () => {
    const first = await request(t.app).get(`/v4/parts/${PART}/paragraphs/`).expect(200);
    const paragraphs = first.body.paragraphs as Array<{ id: string; commentCount: number }>;
    expect(paragraphs.length).toBeGreaterThan(1);
    expect(paragraphs.every((p) => /^[0-9a-f]{32}$/.test(p.id) && p.commentCount === 0)).toBe(true);

    const pid = paragraphs[0].id;
    const before = await counts();
    const c = await post(rosa, 'paragraphs', `${PART}_${pid}`, 'This line!');
    expect(c.status).toBe(201);
    expect(c.body.resource).toEqual({ namespace: 'paragraphs', resourceId: `${PART}_${pid}` });
    await post(bram, 'comments', c.body.commentId.resourceId, 'Right?');
    expect(await counts()).toEqual({ part: before.part + 2, story: before.story + 2 });

    const after = await request(t.app).get(`/v4/parts/${PART}/paragraphs`).expect(200);
    expect(after.body.paragraphs[0]).toEqual({ id: pid, commentCount: 2 });
    expect(after.body.paragraphs[1].commentCount).toBe(0);
    const list = await request(t.app).get(
      `/v5/comments/namespaces/paragraphs/resources/${PART}_${pid}/comments`,
    );
    expect(list.body.comments.map((x: { text: string }) => x.text)).toEqual(['This line!']);

    await asSession(rosa, request(t.app).delete(del(c.body.commentId.resourceId))).expect(204);
    const last = await request(t.app).get(`/v4/parts/${PART}/paragraphs`).expect(200);
    expect(last.body.paragraphs[0]).toEqual({ id: pid, commentCount: 1 });
  });

  test('a paragraph that is not in the part is refused; a draft part is not found', async () => {
    expectApiError(
      await post(rosa, 'paragraphs', `${PART}_${'0'.repeat(32)}`, 'Where?'),
      400,
      1005,
      M.paragraphNotFound,
    );
    const other = await firstParagraph(LONG_STORY_PART_IDS[2]);
    expectApiError(
      await post(rosa, 'paragraphs', `${PART}_${other}`, 'Wrong part'),
      400,
      1005,
      M.paragraphNotFound,
    );
    expectApiError(
      await request(t.app).get(`/v4/parts/${ONGOING_DRAFT_PART_ID}/paragraphs`),
      400,
      1020,
      'Part not found',
    );
    expectApiError(await request(t.app).get(partList(ONGOING_DRAFT_PART_ID)), 400, 1020, 'Part not found');
  });
});

test('cursor sets: every comment exactly once, newest first, limit capped at 50', async () => {
  const partId = LONG_STORY_PART_IDS[3];
  const at = new Date();
  const rows = Array.from({ length: 57 }, (_, i) => ({
    namespace: 'parts',
    resource_id: String(partId),
    part_id: partId,
    story_id: LONG_STORY_ID,
    user_id: USERS.mona.id,
    text: `Comment ${i}`,
    created_at: at,
    modified_at: at,
  }));
  await t.db.batchInsert('comments', rows, 20);
  const seen: string[] = [];
  let after: string | null = null;
  let sets = 0;
  do {
    const query: string = after ? `?limit=7&after=${encodeURIComponent(after)}` : '?limit=7';
    const res = await request(t.app)
      .get(`${partList(partId)}${query}`)
      .expect(200);
    seen.push(...res.body.comments.map((c: { text: string }) => c.text));
    after = res.body.pagination.after as string | null;
    sets += 1;
  } while (after && sets < 20);
  expect(sets).toBe(9);
  expect(seen).toHaveLength(57);
  expect(new Set(seen).size).toBe(57);
  expect(seen[0]).toBe('Comment 56');
  expect(seen[56]).toBe('Comment 0');

  const first = await request(t.app).get(partList(partId)).expect(200);
  expect(first.body.comments).toHaveLength(10);
  const capped = await request(t.app)
    .get(`${partList(partId)}?limit=500`)
    .expect(200);
  expect(capped.body.comments).toHaveLength(50);
  expect(capped.body.comments[0].user).toMatchObject({ name: USERS.mona.username, isAmbassador: true });
});

test('replies, likes and deletes at once on one thread: no 5xx, the counts add up', async () => {
  const partId = LONG_STORY_PART_IDS[7];
  const before = await counts(partId);
  const top = await post(ava, 'parts', partId, 'Busy thread');
  const id = top.body.commentId.resourceId as string;
  // Readers who post little elsewhere in this file (10 posts a minute each).
  const people = await Promise.all(
    [USERS.dev.id, USERS.elio.id, USERS.celine.id, USERS.mona.id].map((u) => t.login(u)),
  );
  const doomed = await post(people[0], 'comments', id, 'I will be deleted');
  const results = await Promise.all([
    ...people.map((s, i) => post(s, 'comments', id, `At once ${i}`)),
    ...people.map((s) => asSession(s, request(t.app).post(like(id)))),
    ...people.map((s) => asSession(s, request(t.app).post(like(doomed.body.commentId.resourceId)))),
    asSession(people[0], request(t.app).delete(del(doomed.body.commentId.resourceId))),
  ]);
  expect(results.slice(0, 4).map((r) => r.status)).toEqual([201, 201, 201, 201]);
  expect(
    results.map((r, i) => `#${i} ${r.status} ${r.text.slice(0, 120)}`).filter((line) => /^#\d+ 5/.test(line)),
  ).toEqual([]);
  const seen = await request(t.app).get(`/v5/comments/${id}`).expect(200);
  expect(seen.body.replyCount).toBe(4);
  expect(seen.body.sentiments[':like:'].count).toBe(4);
  expect(await counts(partId)).toEqual({ part: before.part + 5, story: before.story + 5 });
});
