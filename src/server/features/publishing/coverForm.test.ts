/**
 * The cover upload without JavaScript (issue 28 #6): `POST /myworks/{storyId}/cover`, multipart
 * with `_csrf` in the body. The same checks as the JSON upload (content-sniffed type, size, the
 * owner), the result back on the settings page; the CSRF check sees the multipart `_csrf`.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { PUBLISHING_MESSAGES as m } from '../../../shared/publishing/messages';
import { COVER_MAX_BYTES } from '../../../shared/publishing/validation';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';
import { writersDraftStory } from './testStories';

let t: TestApp;
let ava: TestSession;
let rosa: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  ava = await t.login(F.WRITER_USER_ID);
  rosa = await t.login(F.READER_USER_ID);
}, 30_000);
afterAll(async () => {
  await t.close();
});

const png = (): Promise<Buffer> =>
  sharp({ create: { width: 600, height: 900, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();

/** The form as a browser sends it: the token first, then the file (its name says nothing). */
const postForm = (s: TestSession | null, storyId: number, file: Buffer, csrf = s?.csrfToken ?? '') => {
  const r = request(t.app).post(`/myworks/${storyId}/cover`);
  if (s) r.set('Cookie', s.cookie);
  return r.field('_csrf', csrf).attach('cover', file, { filename: 'cover.txt', contentType: 'text/plain' });
};

const coverOf = async (storyId: number): Promise<string> =>
  (await request(t.app).get(`/api/v3/stories/${storyId}?fields=cover`)).body.cover as string;
const storedCover = async (storyId: number) =>
  (await t.db('stories').where({ id: storyId }).first()) as Record<string, unknown>;

describe('POST /myworks/{storyId}/cover (multipart, no JavaScript)', () => {
  it('stores a PNG sent as text/plain and goes back to the settings page, which says so', async () => {
    const { storyId } = await writersDraftStory(t.db, F.WRITER_USER_ID, 1);
    await t.db('parts').where({ story_id: storyId }).update({ draft: false, published_at: new Date() });
    const res = await postForm(ava, storyId, await png());
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/myworks/${storyId}?cover=updated`);
    expect(await coverOf(storyId)).toMatch(new RegExp(`/img/cover/${storyId}-256-u`));
    const page = await request(t.app).get(res.headers.location).set('Cookie', ava.cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain(m.coverUploaded);
  });

  it('refuses what is not an image and what is over the limit, with their texts', async () => {
    const { storyId } = await writersDraftStory(t.db, F.WRITER_USER_ID, 1);
    const before = await storedCover(storyId);
    const text = await postForm(ava, storyId, Buffer.from('not an image at all'));
    expect(text.headers.location).toBe(`/myworks/${storyId}?cover=notImage`);
    const big = Buffer.concat([await png(), Buffer.alloc(COVER_MAX_BYTES)]);
    const large = await postForm(ava, storyId, big);
    expect(large.status).toBe(303);
    expect(large.headers.location).toBe(`/myworks/${storyId}?cover=tooLarge`);
    expect(await storedCover(storyId)).toEqual(before);
    for (const [result, message] of [
      ['notImage', m.coverNotImage],
      ['tooLarge', m.coverTooLarge],
    ]) {
      const page = await request(t.app).get(`/myworks/${storyId}?cover=${result}`).set('Cookie', ava.cookie);
      expect(page.text).toContain(message);
    }
  });

  it('checks the CSRF token of the multipart body', async () => {
    const { storyId } = await writersDraftStory(t.db, F.WRITER_USER_ID, 1);
    const before = await storedCover(storyId);
    const forged = await postForm(ava, storyId, await png(), 'not-the-token');
    expect(forged.status).toBe(403);
    const none = await request(t.app)
      .post(`/myworks/${storyId}/cover`)
      .set('Cookie', ava.cookie)
      .attach('cover', await png(), 'cover.png');
    expect(none.status).toBe(403);
    expect(await storedCover(storyId)).toEqual(before);
  });

  it('refuses another writer (the 403 page, the file unkept) and sends a visitor to log in', async () => {
    const { storyId } = await writersDraftStory(t.db, F.WRITER_USER_ID, 1);
    const before = await storedCover(storyId);
    const other = await postForm(rosa, storyId, await png());
    expect(other.status).toBe(403);
    const visitor = await t.visitor();
    const anon = await postForm(visitor, storyId, await png());
    expect(anon.status).toBe(303);
    expect(anon.headers.location).toBe(`/login?nextUrl=${encodeURIComponent(`/myworks/${storyId}`)}`);
    expect(await storedCover(storyId)).toEqual(before);
  });

  it('renders the form on the settings page for the no-JavaScript visit', async () => {
    const { storyId } = await writersDraftStory(t.db, F.WRITER_USER_ID, 1);
    const page = await request(t.app).get(`/myworks/${storyId}`).set('Cookie', ava.cookie);
    expect(page.text).toMatch(
      new RegExp(`<form[^>]*action="/myworks/${storyId}/cover"[^>]*enctype="multipart/form-data"`, 'i'),
    );
    expect(page.text).toMatch(/<input type="hidden" name="_csrf" value="[^"]+"\/><label>/);
  });
});
