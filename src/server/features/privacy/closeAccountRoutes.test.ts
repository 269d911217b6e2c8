import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { accountMessages as m } from '../../../shared/privacy/accountMessages';
import { SELF_CLOSED } from '../../../shared/privacy/accountValidation';
import { now } from '../../db/knex';
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

const close = (s: { cookie: string; csrfToken: string }, fields: Record<string, string>) =>
  request(t.app)
    .post('/close-account')
    .set('Cookie', s.cookie)
    .type('form')
    .send({ _csrf: s.csrfToken, ...fields });

describe('/close-account', () => {
  it('sends visitors to log in first', async () => {
    const page = await request(t.app).get('/close-account');
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe('/login?nextUrl=%2Fclose-account');
  });

  it('refuses a wrong or missing password (400) and a post without CSRF (403); nothing closes', async () => {
    const s = await t.login(F.READER_USER_ID);
    const page = await request(t.app).get('/close-account').set('Cookie', s.cookie);
    expect(page.status).toBe(200);
    expect(text(page.text)).toContain(m.closeTitle);
    const wrong = await close(s, { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(text(wrong.text)).toContain(m.closeWrongPassword);
    const empty = await close(s, { password: '' });
    expect(empty.status).toBe(400);
    expect(text(empty.text)).toContain(m.closePasswordRequired);
    const forged = await request(t.app)
      .post('/close-account')
      .set('Cookie', s.cookie)
      .type('form')
      .send({ password: F.DEMO_PASSWORD });
    expect(forged.status).toBe(403);
    const row = await t.db('users').where({ id: F.READER_USER_ID }).first('closed_at');
    expect(row.closed_at).toBeNull();
  });

  it('closes the account: sessions end, log-in is refused, profile, stories and lists are gone', async () => {
    const at = now();
    const [listId] = await t
      .db('reading_lists')
      .insert(
        { user_id: F.WRITER_USER_ID, name: 'Keepers', featured: false, created_at: at, updated_at: at },
        ['id'],
      );
    const id = Number(typeof listId === 'object' ? (listId as { id: number }).id : listId);
    expect((await request(t.app).get(`/api/v3/lists/${id}`)).status).toBe(200);
    expect((await request(t.app).get(`/api/v3/stories/${F.LONG_STORY_ID}`)).status).toBe(200);

    const s1 = await t.login(F.WRITER_USER_ID);
    const s2 = await t.login(F.WRITER_USER_ID);
    const res = await close(s1, { password: F.DEMO_PASSWORD, comment: 'Taking a break' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/login?notice=${encodeURIComponent(m.closed)}`);

    // Every session of the account ends.
    const other = await request(t.app)
      .get(`/v5/users/${F.WRITER_USERNAME}/privacy-settings/ccpa/`)
      .set('Cookie', s2.cookie);
    expect(other.status).toBe(401);

    // Log-in with the right password is refused with a clear message; a wrong one stays generic.
    const v = await t.visit('/login');
    const login = await request(t.app)
      .post('/login')
      .set('Cookie', v.cookie)
      .set('X-Forwarded-For', t.ip)
      .type('form')
      .send({ _csrf: v.csrfToken, username: F.WRITER_USERNAME, password: F.DEMO_PASSWORD });
    expect(login.status).toBe(403);
    expect(text(login.text)).toContain(m.loginClosed);
    const wrong = await request(t.app)
      .post('/login')
      .set('Cookie', v.cookie)
      .set('X-Forwarded-For', t.ip)
      .type('form')
      .send({ _csrf: v.csrfToken, username: F.WRITER_USERNAME, password: 'wrong-password-1' });
    expect(wrong.status).toBe(401);
    expect(text(wrong.text)).not.toContain(m.loginClosed);

    // The profile, stories and reading lists are gone for everyone else.
    expect((await request(t.app).get(`/user/${F.WRITER_USERNAME}`)).status).toBe(404);
    expect((await request(t.app).get(`/api/v3/users/${F.WRITER_USERNAME}`)).status).toBe(404);
    expect((await request(t.app).get(`/api/v3/stories/${F.LONG_STORY_ID}`)).status).toBeGreaterThanOrEqual(
      400,
    );
    expect((await request(t.app).get(`/story/${F.LONG_STORY_ID}`)).status).toBe(404);
    expect((await request(t.app).get(`/api/v3/lists/${id}`)).status).toBe(404);
    const reader = await t.login(F.READER_USER_ID);
    const search = await request(t.app).get('/v4/search/stories?query=salt').set('Cookie', reader.cookie);
    expect(JSON.stringify(search.body)).not.toContain(F.LONG_STORY_TITLE);

    // Soft close: the rows stay, with what an admin needs to reopen it.
    const user = await t.db('users').where({ id: F.WRITER_USER_ID }).first('closed_at', 'close_reason');
    expect(user.closed_at).not.toBeNull();
    expect(user.close_reason).toBe(SELF_CLOSED);
    const closure = await t.db('account_closures').where({ user_id: F.WRITER_USER_ID }).first();
    expect(closure.comment).toBe('Taking a break');
    expect(JSON.parse(closure.hidden_story_ids)).toContain(F.LONG_STORY_ID);
  });
});
