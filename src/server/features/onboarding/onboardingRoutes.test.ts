import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Express } from 'express';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { onboardingMessages as om } from '../../../shared/onboarding/messages';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

let t: TestApp;
let app: Express;
let rosa: TestSession;
let ava: TestSession;
let visitor: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  rosa = await t.login(F.READER_USER_ID);
  ava = await t.login(F.WRITER_USER_ID);
  visitor = await t.visitor();
}, 30_000);
afterAll(async () => {
  await t.close();
});

const page = (s: TestSession | null, path: string) =>
  s ? request(app).get(path).set('Cookie', s.cookie) : request(app).get(path);
const form = (s: TestSession, path: string, fields: Record<string, string | string[]>) =>
  request(app)
    .post(path)
    .set('Cookie', s.cookie)
    .type('form')
    .send({ _csrf: s.csrfToken, ...fields });
const decoded = (html: string) => html.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

describe('GET /v5/onboarding/genres', () => {
  it('lists the onboarding genres with a topic label and an image', async () => {
    const res = await request(app).get('/v5/onboarding/genres/').expect(200);
    const names = res.body.genres.map((g: { name: string }) => g.name);
    expect(names).toContain('Romance');
    expect(names).toContain('Classics'); // onboarding-only
    expect(names).not.toContain('Random'); // not an onboarding genre
    expect(res.body.genres[0]).toEqual({
      name: expect.any(String),
      topic: expect.any(String),
      image: expect.stringMatching(/^\/img\/cover\/\d+-256-genre\.png$/),
    });
    await request(app).get(res.body.genres[0].image).expect(200);
  });
});

describe('/start (the genre screen)', () => {
  it('sends a visitor to log in first', async () => {
    const res = await page(null, '/start').expect(303);
    expect(res.headers.location).toBe('/login?nextUrl=%2Fstart');
    expect((await page(null, '/start/writerjourney').expect(303)).headers.location).toMatch(/^\/login/);
  });

  it('greets the user by username with one tile per genre', async () => {
    const res = await page(rosa, '/start').expect(200);
    expect(decoded(res.text)).toContain(om.greeting(F.READER_USERNAME));
    expect(res.text).toContain('name="genre" value="Romance"');
    expect(res.text).toContain('action="/start"');
  });

  it('stores 1–3 genres from the form and goes on to /start/success', async () => {
    const res = await form(rosa, '/start', { genre: ['Romance', 'Horror'] }).expect(303);
    expect(res.headers.location).toBe('/start/success');
    const row = await t.db('content_settings').where('user_id', F.READER_USER_ID).first('preferred_tags');
    expect(JSON.parse(String(row.preferred_tags))).toEqual(['Romance', 'Horror']);
    const done = await page(rosa, '/start/success').expect(200);
    expect(done.text).toContain(om.successTitle);
    expect(done.text).toContain('href="/home"');
  });

  it("carries sign-up's nextUrl through the form to Start reading (own paths only)", async () => {
    const next = encodeURIComponent(`/user/${F.WRITER_USERNAME}`);
    const genres = await page(rosa, `/start?nextUrl=${next}`).expect(200);
    expect(genres.text).toContain(`action="/start?nextUrl=${next}"`);
    const res = await form(rosa, `/start?nextUrl=${next}`, { genre: 'Romance' }).expect(303);
    expect(res.headers.location).toBe(`/start/success?nextUrl=${next}`);
    const done = await page(rosa, `/start/success?nextUrl=${next}`).expect(200);
    expect(done.text).toContain(`href="/user/${F.WRITER_USERNAME}"`);
    const evil = await form(rosa, '/start?nextUrl=%2F%2Fevil.com', { genre: 'Romance' }).expect(303);
    expect(evil.headers.location).toBe('/start/success');
  });

  it('refuses a fourth genre by showing the form again with the message and the picks', async () => {
    const res = await form(ava, '/start', { genre: ['Romance', 'Horror', 'Fantasy', 'Poetry'] });
    expect(res.status).toBe(200);
    expect(decoded(res.text)).toContain(om.tooManyGenres);
    expect(res.text).toContain('checked="" value="Poetry"');
    const row = await t.db('content_settings').where('user_id', F.WRITER_USER_ID).first();
    expect(row).toBeUndefined();
  });

  it('refuses a form without the CSRF token', async () => {
    await request(app)
      .post('/start')
      .set('Cookie', rosa.cookie)
      .type('form')
      .send({ genre: 'Romance' })
      .expect(403);
  });
});

describe('/start/writerjourney', () => {
  const answers = (s: TestSession, username: string) =>
    request(app).get(`/v5/users/${username}/onboarding-answers`).set('Cookie', s.cookie);

  it('sends unknown sub-paths to the root and serves the three steps', async () => {
    const res = await page(rosa, '/start/writerjourney/nowhere').expect(303);
    expect(res.headers.location).toBe('/start/writerjourney');
    for (const p of [
      '/start/writerjourney',
      '/start/writerjourney/motivation',
      '/start/writerjourney/motivation/novel',
    ])
      expect((await page(rosa, p).expect(200)).text).toContain('action="/start/writerjourney"');
  });

  it('a reader goes straight to /start; a writer is asked the motivation, then the novel question', async () => {
    const reader = await form(rosa, '/start/writerjourney', { step: 'type', answer: 'reader' }).expect(303);
    expect(reader.headers.location).toBe('/start');
    const writer = await form(ava, '/start/writerjourney', { step: 'type', answer: 'writer' }).expect(303);
    expect(writer.headers.location).toBe('/start/writerjourney/motivation');
    const motivation = await form(ava, '/start/writerjourney', { step: 'motivation', answer: 'fun' }).expect(
      303,
    );
    expect(motivation.headers.location).toBe('/start/writerjourney/motivation/novel?motivation=fun#fun');
    const novel = await form(ava, '/start/writerjourney', { step: 'novel', answer: 'almost' }).expect(303);
    // A writer's journey ends at /start, going on to /myworks (issue 28 #7).
    expect(novel.headers.location).toBe('/start?nextUrl=%2Fmyworks');
    expect((await answers(ava, F.WRITER_USERNAME).expect(200)).body).toEqual({
      user_type: 'writer',
      writer_stage: 'fun',
      finished_story: 'almost',
    });
    expect((await answers(rosa, F.READER_USERNAME).expect(200)).body).toEqual({
      user_type: 'reader',
      writer_stage: null,
      finished_story: null,
    });
  });

  it('"none" skips the novel question; Skip and a bad answer do not store anything', async () => {
    const none = await form(ava, '/start/writerjourney', { step: 'motivation', answer: 'none' }).expect(303);
    expect(none.headers.location).toBe('/start?nextUrl=%2Fmyworks');
    expect((await form(ava, '/start/writerjourney', { skip: '1' }).expect(303)).headers.location).toBe(
      '/start',
    );
    const bad = await form(ava, '/start/writerjourney', { step: 'motivation', answer: 'fame' }).expect(303);
    expect(bad.headers.location).toBe('/start/writerjourney/motivation');
    expect((await answers(ava, F.WRITER_USERNAME)).body.writer_stage).toBe('none');
  });
});

describe('GET|PUT /v5/users/{username}/onboarding-answers', () => {
  const put = (s: TestSession, username: string, body: unknown) =>
    request(app)
      .put(`/v5/users/${username}/onboarding-answers`)
      .set('Cookie', s.cookie)
      .set('x-csrf-token', s.csrfToken)
      .send(body as object);

  it('stores given answers (null clears) and answers the whole set', async () => {
    const res = await put(rosa, F.READER_USERNAME, { user_type: 'reader_writer', writer_stage: null }).expect(
      200,
    );
    expect(res.body).toEqual({ user_type: 'reader_writer', writer_stage: null, finished_story: null });
  });

  it('refuses bad values (400), a visitor (401 1018) and another user (403 1154)', async () => {
    const bad = await put(rosa, F.READER_USERNAME, { finished_story: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(om.badAnswer);
    const anon = await put(visitor, F.READER_USERNAME, { user_type: 'reader' });
    expect(anon.status).toBe(401);
    expect(anon.body.error_code).toBe(1018);
    const other = await put(ava, F.READER_USERNAME, { user_type: 'reader' });
    expect(other.status).toBe(403);
    expect(other.body.error_code).toBe(1154);
    expect((await request(app).get(`/v5/users/${F.READER_USERNAME}/onboarding-answers`)).status).toBe(401);
  });
});
