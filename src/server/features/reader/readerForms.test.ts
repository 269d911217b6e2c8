import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

let t: TestApp;
let rosa: TestSession;
let visitor: TestSession;
const partId = F.LONG_STORY_PART_IDS[12];

beforeAll(async () => {
  t = await createTestApp();
  rosa = await t.login(F.READER_USER_ID);
  visitor = await t.visitor();
});
afterAll(async () => {
  await t.close();
});

const voted = async (userId: number): Promise<boolean> =>
  Boolean(await t.db('votes').where({ user_id: userId, part_id: partId }).first());
const vote = (s: TestSession, value: string, id: number | string = partId) =>
  request(t.app)
    .post(`/${id}/vote`)
    .set('Cookie', s.cookie)
    .type('form')
    .send({ _csrf: s.csrfToken, vote: value });

describe('POST /{partId}/vote (the vote form without JavaScript)', () => {
  it('votes, unvotes and comes back to the same part at #vote', async () => {
    const on = await vote(rosa, '1');
    expect(on.status).toBe(303);
    expect(on.headers.location).toMatch(new RegExp(`^/${partId}-[^#]+#vote$`));
    expect(await voted(F.READER_USER_ID)).toBe(true);
    const page = await request(t.app).get(on.headers.location.split('#')[0]).set('Cookie', rosa.cookie);
    expect(page.text).toMatch(/aria-pressed="true"[^>]*>.*Voted/);
    const off = await vote(rosa, '0');
    expect(off.status).toBe(303);
    expect(await voted(F.READER_USER_ID)).toBe(false);
  });

  it('sends a visitor to log in and back to the part, refuses a post without the token', async () => {
    const anon = await vote(visitor, '1');
    expect(anon.status).toBe(303);
    expect(anon.headers.location).toMatch(new RegExp(`^/login\\?nextUrl=%2F${partId}-`));
    const forged = await request(t.app)
      .post(`/${partId}/vote`)
      .set('Cookie', rosa.cookie)
      .type('form')
      .send({ vote: '1' });
    expect(forged.status).toBe(403);
    expect(await voted(F.READER_USER_ID)).toBe(false);
  });

  it('answers 404 for a part that is not there', async () => {
    expect((await vote(rosa, '1', 99_999)).status).toBe(404);
  });
});

describe('POST /reading-theme (the theme form without JavaScript)', () => {
  const here = `/${partId}`;
  const choose = (s: TestSession, theme: string, nextUrl = here) =>
    request(t.app)
      .post('/reading-theme')
      .set('Cookie', s.cookie)
      .type('form')
      .send({ _csrf: s.csrfToken, theme, nextUrl });

  it('keeps a non-premium reader on the default theme and shows the Premium prompt', async () => {
    const res = await choose(rosa, 'dark');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${here}?premiumTheme=dark#themes`);
    expect(res.headers['set-cookie']?.toString() ?? '').not.toContain('reading-theme');
    const page = await request(t.app)
      .get(`${here}?premiumTheme=dark`)
      .set('Cookie', rosa.cookie)
      .redirects(1);
    expect(page.text).toContain('Subscribe to Premium to read in any theme.');
    expect(page.text).toContain('data-theme="default"');
  });

  it('remembers a premium reader theme in the cookie the pages render from', async () => {
    await t.db('users').where({ id: F.WRITER_USER_ID }).update({ is_premium: true });
    try {
      const ava = await t.login(F.WRITER_USER_ID);
      const res = await choose(ava, 'sepia');
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(`${here}#themes`);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toContain('reading-theme=sepia');
      const page = await request(t.app)
        .get(here)
        .set('Cookie', `${ava.cookie}; reading-theme=sepia`)
        .redirects(1);
      expect(page.text).toContain('data-theme="sepia"');
      // A cookie that is not percent-encoding (typed, or left by another app) reads as the default.
      const odd = await request(t.app)
        .get(here)
        .set('Cookie', `${ava.cookie}; reading-theme=%E0%A4%A`)
        .redirects(1);
      expect(odd.status).toBe(200);
      expect(odd.text).toContain('data-theme="default"');
    } finally {
      await t.db('users').where({ id: F.WRITER_USER_ID }).update({ is_premium: false });
    }
  });

  it('refuses an unknown theme (400) and never redirects off the site', async () => {
    expect((await choose(rosa, 'neon')).status).toBe(400);
    const away = await choose(rosa, 'dark', '//evil.example/x');
    expect(away.headers.location).toBe('/home?premiumTheme=dark#themes');
  });
});
