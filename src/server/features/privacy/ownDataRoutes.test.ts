import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { accountMessages as m } from '../../../shared/privacy/accountMessages';
import type { OwnData } from '../../../shared/privacy/api';
import { LOCALE_COOKIE_DAYS } from '../../../shared/privacy/accountValidation';
import { createTestApp, type TestApp } from '../../test/testApp';
import { text } from '../../test/html';

let t: TestApp;
// Room for migrations on MariaDB and argon2 under a loaded suite.
jest.setTimeout(30_000);
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const PATH = '/settings/your-storyloom-data';

describe('the own data page', () => {
  it('needs a signed-in user: visitors go to log in, the JSON form answers 401 (1018)', async () => {
    const page = await request(t.app).get(PATH);
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe(`/login?nextUrl=${encodeURIComponent(PATH)}`);
    const json = await request(t.app).get(`${PATH}?json=1`);
    expect(json.status).toBe(401);
    expect(json.body).toMatchObject({ error_code: 1018 });
  });

  it('lists the viewer’s own data as HTML and as a JSON download, nobody else’s', async () => {
    const s = await t.login(F.READER_USER_ID);
    const json = await request(t.app).get(`${PATH}?json=1`).set('Cookie', s.cookie);
    expect(json.status).toBe(200);
    expect(json.headers['content-disposition']).toMatch(/^attachment; filename="storyloom-data-/);
    const data = json.body as OwnData;
    expect(data.profile.username).toBe(F.READER_USERNAME);
    expect(data.profile.email).toContain('@');
    expect(data.votes.length).toBeGreaterThan(0);
    expect(data.votes.every((v) => typeof v.partId === 'number')).toBe(true);
    expect(data.readingPositions.length).toBeGreaterThan(0);
    expect(json.text).not.toContain('password');

    const page = await request(t.app).get(PATH).set('Cookie', s.cookie);
    expect(page.status).toBe(200);
    expect(text(page.text)).toContain(m.dataTitle('Storyloom'));
    expect(text(page.text)).toContain(F.READER_USERNAME);
    expect(page.text).toContain(`href="${PATH}?json=1"`);

    const writer = await t.login(F.WRITER_USER_ID);
    const theirs = (await request(t.app).get(`${PATH}?json=1`).set('Cookie', writer.cookie)).body as OwnData;
    expect(theirs.profile.username).toBe(F.WRITER_USERNAME);
    expect(theirs.stories.map((x) => x.title)).toContain(F.LONG_STORY_TITLE);
    expect(theirs.partsCount).toBeGreaterThan(0);
  });
});

describe('the language choice', () => {
  it('sets the locale cookie for 3650 days and goes back; the home follows the cookie', async () => {
    const v = await t.visit('/language?nextUrl=%2Fhome');
    expect(text(v.html)).toContain('Français');
    const res = await request(t.app)
      .post('/language')
      .set('Cookie', v.cookie)
      .type('form')
      .send({ _csrf: v.csrfToken, languageId: String(F.FRENCH_LANGUAGE_ID), nextUrl: '//evil.com' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/home');
    const cookie = ((res.headers['set-cookie'] as unknown as string[]) ?? []).find((c) =>
      c.startsWith('locale='),
    );
    expect(cookie).toContain('locale=fr_FR');
    expect(cookie).toContain(`Max-Age=${LOCALE_COOKIE_DAYS * 24 * 60 * 60}`);

    const unknown = await request(t.app)
      .post('/language')
      .set('Cookie', v.cookie)
      .type('form')
      .send({ _csrf: v.csrfToken, languageId: '999' });
    expect(unknown.status).toBe(303);
    expect(unknown.headers.location).toContain('/language?msg=');

    const home = await request(t.app).get('/v5/home').set('Cookie', 'locale=fr_FR');
    expect(JSON.stringify(home.body)).toContain(String(F.FRENCH_STORY_ID));
    const english = await request(t.app).get('/v5/home');
    expect(JSON.stringify(english.body)).not.toContain(`"${F.FRENCH_STORY_ID}"`);
  });

  it('stores a signed-in user’s language', async () => {
    const s = await t.login(F.READER_USER_ID);
    const res = await request(t.app)
      .post('/language')
      .set('Cookie', s.cookie)
      .type('form')
      .send({ _csrf: s.csrfToken, languageId: '2', nextUrl: '/story/1' });
    expect(res.headers.location).toBe('/story/1');
    const row = await t.db('users').where({ id: F.READER_USER_ID }).first('language_id');
    expect(Number(row.language_id)).toBe(2);
  });

  it('refuses a post without the form token and changes nothing', async () => {
    const s = await t.login(F.READER_USER_ID);
    const before = await t.db('users').where({ id: F.READER_USER_ID }).first('language_id');
    const forged = await request(t.app)
      .post('/language')
      .set('Cookie', s.cookie)
      .type('form')
      .send({ languageId: String(F.FRENCH_LANGUAGE_ID) });
    expect(forged.status).toBe(403);
    expect(forged.headers['set-cookie']?.toString() ?? '').not.toContain('locale=');
    const after = await t.db('users').where({ id: F.READER_USER_ID }).first('language_id');
    expect(after.language_id).toEqual(before.language_id);
  });
});
