import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { IMAGE_APPEAL_MESSAGES as M } from '../../../shared/imageAppeal/messages';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';
import { resolveAppeal, upsertFlag } from './imageAppealQueries';

let t: TestApp;
jest.setTimeout(30_000);
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

let n = 0;
/** A freshly flagged image of the reader's. */
async function flagged(): Promise<string> {
  const url = `/img/cover/appeal-test-${Date.now()}-${n++}.png`;
  await upsertFlag(t.db, url, F.READER_USER_ID, 'test');
  return url;
}
const appeal = (s: TestSession, body: object) =>
  request(t.app)
    .post('/v5/image_moderation/appeal')
    .set('Cookie', s.cookie)
    .set('x-csrf-token', s.csrfToken)
    .send(body);

describe('POST /v5/image_moderation/appeal', () => {
  it('is the owner’s only: 401 visitor, 403 someone else, 404 not flagged', async () => {
    const url = await flagged();
    const v = await t.visitor();
    const anon = await appeal(v, { image_url: url });
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ error_code: 1018 });
    const other = await appeal(await t.login(F.WRITER_USER_ID), { image_url: url, reason: 'mine?' });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ error_code: 1154 });
    const owner = await t.login(F.READER_USER_ID);
    expect((await appeal(owner, { image_url: '/img/cover/never-flagged.png' })).status).toBe(404);
    expect((await appeal(owner, {})).status).toBe(404);
    expect((await appeal(owner, { image_url: 42 })).status).toBe(404);
    const row = (await t.db('flagged_images').where('image_url', url).first()) as { appeal_status: string };
    expect(row.appeal_status).toBe('none');
  });

  it('submits once, then answers submitted, then resolved with the spec texts', async () => {
    const url = await flagged();
    const owner = await t.login(F.READER_USER_ID);
    const long = 'x'.repeat(600);
    const first = await appeal(owner, { image_url: url, reason: long });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ image_url: url, status: 'submitted' });
    const row = (await t.db('flagged_images').where('image_url', url).first()) as { appeal_reason: string };
    expect(row.appeal_reason).toHaveLength(435);

    const again = await appeal(owner, { image_url: url });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 'submitted', message: M.submitted });

    await resolveAppeal(t.db, url);
    const resolved = await appeal(owner, { image_url: url, reason: 'please' });
    expect(resolved.status).toBe(409);
    expect(resolved.body).toMatchObject({ status: 'resolved', message: M.resolved });
  });

  it('lets the owner read the flag; others get 403', async () => {
    const url = await flagged();
    const path = `/v5/image_moderation/flagged?image_url=${encodeURIComponent(url)}`;
    const owner = await t.login(F.READER_USER_ID);
    const mine = await request(t.app).get(path).set('Cookie', owner.cookie);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ imageUrl: url, status: 'none' });
    const other = await t.login(F.WRITER_USER_ID);
    expect((await request(t.app).get(path).set('Cookie', other.cookie)).status).toBe(403);
    const list = await request(t.app).get('/v5/image_moderation/mine').set('Cookie', owner.cookie);
    expect(list.body.map((i: { imageUrl: string }) => i.imageUrl)).toContain(url);
  });
});

describe('the appeal page', () => {
  it('shows the owner the preview and the label, and works as a form without JavaScript', async () => {
    const url = await flagged();
    const owner = await t.login(F.READER_USER_ID);
    const page = await request(t.app)
      .get(`/image-appeal?image_url=${encodeURIComponent(url)}`)
      .set('Cookie', owner.cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain(M.flaggedLabel);
    const sent = await request(t.app)
      .post('/image-appeal')
      .set('Cookie', owner.cookie)
      .type('form')
      .send({ _csrf: owner.csrfToken, image_url: url, reason: 'It is my own drawing' });
    expect(sent.status).toBe(303);
    const done = await request(t.app).get(sent.headers.location).set('Cookie', owner.cookie);
    expect(done.text).toContain(M.okGotIt);
    expect(done.text).toContain('href="/inbox"');
    const again = await request(t.app)
      .post('/image-appeal')
      .set('Cookie', owner.cookie)
      .type('form')
      .send({ _csrf: owner.csrfToken, image_url: url, reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.text).toContain(M.submitted.replace("'", '&#x27;'));
  });

  it('answers 403 to someone else and asks visitors to log in (401)', async () => {
    const url = await flagged();
    const other = await t.login(F.WRITER_USER_ID);
    const page = await request(t.app)
      .get(`/image-appeal?image_url=${encodeURIComponent(url)}`)
      .set('Cookie', other.cookie);
    expect(page.status).toBe(403);
    expect(page.text).not.toContain(M.flaggedLabel);
    const anon = await request(t.app).get(`/image-appeal?image_url=${encodeURIComponent(url)}`);
    expect(anon.status).toBe(401);
    expect(anon.text).not.toContain(M.flaggedLabel);
  });
});
