import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Express } from 'express';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

let t: TestApp;
let app: Express;
let rosa: TestSession;
/** A visitor's session (no user) with a CSRF token: passes the CSRF check. */
let visitor: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  rosa = await t.login(F.READER_USER_ID);
  visitor = await t.visitor();
});
afterAll(async () => {
  await t.close();
});

const LONG = F.LONG_STORY_ID;
const votesPath = (storyId: number, partId: number) => `/api/v3/stories/${storyId}/parts/${partId}/votes`;
const counts = async (partId: number, storyId: number) => ({
  part: Number((await t.db('parts').where('id', partId).first('vote_count')).vote_count),
  story: Number((await t.db('stories').where('id', storyId).first('vote_count')).vote_count),
});

describe('votes on parts', () => {
  const partId = F.LONG_STORY_PART_IDS[10]; // rosa has not voted for it

  it('refuses visitors with 401 (code 1018) and forged requests with 403', async () => {
    const anon = await request(app)
      .post(votesPath(LONG, partId))
      .set('Cookie', visitor.cookie)
      .set('x-csrf-token', visitor.csrfToken);
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ error_code: 1018, code: 1018 });
    const forged = await request(app).post(votesPath(LONG, partId)).set('Cookie', rosa.cookie);
    expect(forged.status).toBe(403);
  });

  it('votes once, counts once, and unvotes (idempotent both ways)', async () => {
    const before = await counts(partId, LONG);
    for (let i = 0; i < 2; i++) {
      const res = await request(app)
        .post(votesPath(LONG, partId))
        .set('Cookie', rosa.cookie)
        .set('x-csrf-token', rosa.csrfToken);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        storyId: String(LONG),
        partId,
        voted: true,
        voteCount: before.part + 1,
        storyVoteCount: before.story + 1,
      });
    }
    const part = await request(app).get(`/v4/parts/${partId}`).set('Cookie', rosa.cookie);
    expect(part.body).toMatchObject({ voted: true, voteCount: before.part + 1 });
    for (let i = 0; i < 2; i++) {
      const res = await request(app)
        .delete(votesPath(LONG, partId))
        .set('Cookie', rosa.cookie)
        .set('x-csrf-token', rosa.csrfToken);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ voted: false, voteCount: before.part, storyVoteCount: before.story });
    }
    expect(await counts(partId, LONG)).toEqual(before);
    const anonPart = await request(app).get(`/v4/parts/${partId}`);
    expect(anonPart.body).not.toHaveProperty('voted');
  });

  it('counts concurrent votes of the same user once', async () => {
    const id = F.LONG_STORY_PART_IDS[11];
    const before = await counts(id, LONG);
    const send = () =>
      request(app).post(votesPath(LONG, id)).set('Cookie', rosa.cookie).set('x-csrf-token', rosa.csrfToken);
    const all = await Promise.all([send(), send(), send()]);
    expect(all.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await counts(id, LONG)).toEqual({ part: before.part + 1, story: before.story + 1 });
  });

  it('answers 400 for bad ids, a part of another story, or a hidden part', async () => {
    const send = (path: string) =>
      request(app).post(path).set('Cookie', rosa.cookie).set('x-csrf-token', rosa.csrfToken);
    const bad = await send('/api/v3/stories/abc/parts/1/votes');
    expect(bad.status).toBe(400);
    expect(bad.body.error_code).toBe(1017);
    const other = await send(votesPath(F.ONGOING_STORY_ID, partId));
    expect(other.status).toBe(400);
    expect(other.body.error_code).toBe(1020);
    const draft = await send(votesPath(F.ONGOING_STORY_ID, F.ONGOING_DRAFT_PART_ID));
    expect(draft.body.error_code).toBe(1020);
  });
});

describe('/apiv2/syncreadingposition', () => {
  it('refuses visitors with 401 and forged writes with 403', async () => {
    const get = await request(app).get(`/apiv2/syncreadingposition?story_id=${LONG}`);
    expect(get.status).toBe(401);
    expect(get.body.error_code).toBe(1018);
    const post = await request(app)
      .post('/apiv2/syncreadingposition')
      .set('Cookie', visitor.cookie)
      .set('x-csrf-token', visitor.csrfToken)
      .send({ story_id: LONG, part_id: F.LONG_STORY_PART_IDS[0], position: 0.5 });
    expect(post.status).toBe(401);
    const forged = await request(app)
      .post('/apiv2/syncreadingposition')
      .set('Cookie', rosa.cookie)
      .send({ story_id: LONG, part_id: F.LONG_STORY_PART_IDS[0], position: 0.5 });
    expect(forged.status).toBe(403);
  });

  it('returns the saved position, 462 without a story id, nothing saved as part null', async () => {
    const res = await request(app)
      .get(`/apiv2/syncreadingposition?story_id=${LONG}`)
      .set('Cookie', rosa.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.body).toEqual({ part: F.LONG_STORY_PART_IDS[2], position: 0.4 });
    const missing = await request(app).get('/apiv2/syncreadingposition').set('Cookie', rosa.cookie);
    expect(missing.status).toBe(400);
    expect(missing.body.error_code).toBe(462);
    const none = await request(app)
      .get(`/apiv2/syncreadingposition?story_id=${F.TINY_STORIES.mystery.id}`)
      .set('Cookie', rosa.cookie);
    expect(none.body).toEqual({ part: null, position: 0 });
  });

  it('saves a position from JSON or a form (the page-leave beacon) and validates it', async () => {
    const partId = F.LONG_STORY_PART_IDS[5];
    const json = await request(app)
      .post('/apiv2/syncreadingposition')
      .set('Cookie', rosa.cookie)
      .set('x-csrf-token', rosa.csrfToken)
      .send({ story_id: LONG, part_id: partId, position: 0.25 });
    expect(json.status).toBe(200);
    const form = await request(app)
      .post('/apiv2/syncreadingposition')
      .set('Cookie', rosa.cookie)
      .type('form')
      .send({ story_id: String(LONG), part_id: String(partId), position: '0.75', _csrf: rosa.csrfToken });
    expect(form.status).toBe(200);
    const got = await request(app)
      .get(`/apiv2/syncreadingposition?story_id=${LONG}`)
      .set('Cookie', rosa.cookie);
    expect(got.body).toEqual({ part: partId, position: 0.75 });

    const send = (body: object) =>
      request(app)
        .post('/apiv2/syncreadingposition')
        .set('Cookie', rosa.cookie)
        .set('x-csrf-token', rosa.csrfToken)
        .send(body);
    const tooFar = await send({ story_id: LONG, part_id: partId, position: 1.5 });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body).toMatchObject({ error_code: 1005, message: expect.stringMatching(/0 to 1/) });
    expect((await send({ part_id: partId, position: 0.1 })).body.error_code).toBe(462);
    expect(
      (await send({ story_id: LONG, part_id: F.ONGOING_STORY_PART_IDS[0], position: 0.1 })).body.error_code,
    ).toBe(1020);
    expect(
      (await send({ story_id: F.DELETED_STORY_ID, part_id: partId, position: 0.1 })).body.error_code,
    ).toBe(1020);
  });
});
