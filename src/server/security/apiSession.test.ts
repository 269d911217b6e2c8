/**
 * API sessions (docs/api-sessions.md): a tool logs in with `POST /v4/sessions` and writes with the
 * `token` cookie alone or `Authorization: Bearer`, without a CSRF token; a cross-site request on
 * such a session is refused; a browser session still needs its CSRF token. Also the unknown-endpoint
 * answer for writes (404 / 1001, never the CSRF 403).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../seeds/fixtures';
import { createTestApp, type TestApp } from '../test/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 30_000);
afterAll(async () => {
  await t.close();
});

/** An API tool's log-in: the answer and the `token` cookie it got. */
async function apiLogin(
  username: string,
  query = '',
): Promise<{ token: string; cookie: string; body: Record<string, unknown> }> {
  const res = await request(t.app)
    .post(
      `/v4/sessions?type=tool&username=${username}&password=${encodeURIComponent(F.DEMO_PASSWORD)}${query}`,
    )
    .set('X-Forwarded-For', t.ip);
  expect(res.status).toBe(200);
  const body = res.body as Record<string, unknown>;
  return { token: String(body.token), cookie: `token=${String(body.token)}`, body };
}

const library = (username: string) => `/api/v3/users/${username}/library`;

describe('API sessions: writes without a CSRF token', () => {
  it('saves to the library, follows and syncs the reading position with the token cookie alone', async () => {
    const { cookie } = await apiLogin(F.READER_USERNAME);
    const add = await request(t.app)
      .post(library(F.READER_USERNAME))
      .set('Cookie', cookie)
      .send({ stories: F.LONG_STORY_ID });
    expect(add.status).toBe(200);
    const saved = await request(t.app)
      .get(`${library(F.READER_USERNAME)}?fields=stories(id)`)
      .set('Cookie', cookie);
    expect(saved.body.stories).toEqual(expect.arrayContaining([{ id: String(F.LONG_STORY_ID) }]));

    const follow = await request(t.app)
      .post(`/api/v3/users/${F.READER_USERNAME}/following`)
      .set('Cookie', cookie)
      .send({ users: F.WRITER_USERNAME });
    expect(follow.status).toBe(200);

    const position = await request(t.app)
      .post('/apiv2/syncreadingposition')
      .set('Cookie', cookie)
      .send({ story_id: F.LONG_STORY_ID, part_id: F.LONG_STORY_PART_IDS[1], position: 0.5 });
    expect(position.status).toBe(200);
  });

  it('does the same with Authorization: Bearer <token> and no cookie', async () => {
    const { token } = await apiLogin(F.READER_USERNAME);
    const del = await request(t.app)
      .delete(`${library(F.READER_USERNAME)}/${F.LONG_STORY_ID}`)
      .set('Authorization', `Bearer ${token}`);
    expect(del.status).toBe(200);
    const add = await request(t.app)
      .post(library(F.READER_USERNAME))
      .set('Authorization', `Bearer ${token}`)
      .send({ stories: F.ONGOING_STORY_ID });
    expect(add.status).toBe(200);
    // The Bearer session is the signed-in reader's: their private library answers.
    const mine = await request(t.app).get(library(F.READER_USERNAME)).set('Authorization', `Bearer ${token}`);
    expect(mine.status).toBe(200);
  });

  it('ignores a Bearer value that is not a token (no smuggled cookie: a visitor write)', async () => {
    const res = await request(t.app)
      .post(library(F.READER_USERNAME))
      .set('Authorization', 'Bearer abc; token=x')
      .send({ stories: F.LONG_STORY_ID });
    expect(res.status).toBe(403); // a visitor's write without a CSRF token
    expect(res.body.error_type).toBe('CsrfError');
  });

  it.each([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
  ])('refuses a write on an API session carrying %s (403 CsrfError)', async (_name, headers) => {
    const { cookie, token } = await apiLogin(F.READER_USERNAME);
    const viaCookie = await request(t.app)
      .post(library(F.READER_USERNAME))
      .set('Cookie', cookie)
      .set(headers)
      .send({ stories: F.LONG_STORY_ID });
    expect(viaCookie.status).toBe(403);
    expect(viaCookie.body).toMatchObject({ error_type: 'CsrfError', error_code: 1154 });
    const viaBearer = await request(t.app)
      .post(library(F.READER_USERNAME))
      .set('Authorization', `Bearer ${token}`)
      .set(headers)
      .send({ stories: F.LONG_STORY_ID });
    expect(viaBearer.status).toBe(403);
  });

  it('lets a same-origin request on an API session through', async () => {
    const { cookie } = await apiLogin(F.READER_USERNAME);
    const res = await request(t.app)
      .post(library(F.READER_USERNAME))
      .set('Cookie', cookie)
      .set('Host', 'storyloom.test')
      .set('Origin', 'http://storyloom.test')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ stories: F.LONG_STORY_ID });
    expect(res.status).toBe(200);
  });

  it('keeps browser sessions (the web log-in) on the CSRF token', async () => {
    const rosa = await t.loginAs(F.READER_USERNAME);
    const without = await request(t.app)
      .post(library(F.READER_USERNAME))
      .set('Cookie', rosa.cookie)
      .send({ stories: F.LONG_STORY_ID });
    expect(without.status).toBe(403);
    expect(without.body.error_type).toBe('CsrfError');
    // Its cookie sent as a Bearer token is still that browser session: still the token check.
    const token = /token=([^;]+)/.exec(rosa.cookie)?.[1] ?? '';
    const bearer = await request(t.app)
      .post(library(F.READER_USERNAME))
      .set('Authorization', `Bearer ${token}`)
      .send({ stories: F.LONG_STORY_ID });
    expect(bearer.status).toBe(403);
    const withToken = await request(t.app)
      .post(library(F.READER_USERNAME))
      .set('Cookie', rosa.cookie)
      .set('x-csrf-token', rosa.csrfToken)
      .send({ stories: F.LONG_STORY_ID });
    expect(withToken.status).toBe(200);
  });
});

describe('POST /v4/sessions fields=', () => {
  it('answers the user fields asked for (case-insensitively)', async () => {
    const { body } = await apiLogin(
      F.READER_USERNAME,
      '&fields=token,user(username,name,avatar,email,Description)',
    );
    expect(body).toEqual({
      token: expect.any(String),
      user: {
        username: F.READER_USERNAME,
        name: expect.any(String),
        avatar: expect.stringMatching(/^http.*-128-/),
        email: expect.stringContaining('@'),
        description: expect.any(String),
      },
    });
  });

  it('keeps {token, user: {username}} without fields', async () => {
    const { body } = await apiLogin(F.READER_USERNAME);
    expect(body).toEqual({ token: expect.any(String), user: { username: F.READER_USERNAME } });
  });
});

describe('unknown API endpoints', () => {
  it.each(['POST', 'PUT', 'DELETE'] as const)('answer %s 404 / 1001, not the CSRF 403', async (method) => {
    const call = (m: typeof method) =>
      m === 'POST'
        ? request(t.app).post('/api/v3/no-such-endpoint')
        : m === 'PUT'
          ? request(t.app).put('/v4/nothing/here')
          : request(t.app).delete('/v5/not/a/thing');
    const res = await call(method);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ result: 'ERROR', error_code: 1001 });
    const rosa = await t.login(F.READER_USER_ID);
    const signedIn = await call(method).set('Cookie', rosa.cookie);
    expect(signedIn.status).toBe(404);
  });

  it('still refuses a write to a real endpoint without a token (and a wrong method on it is 404)', async () => {
    const rosa = await t.login(F.READER_USER_ID);
    const real = await request(t.app)
      .post(library(F.READER_USERNAME))
      .set('Cookie', rosa.cookie)
      .send({ stories: F.LONG_STORY_ID });
    expect(real.status).toBe(403);
    const trailing = await request(t.app)
      .post(`${library(F.READER_USERNAME)}/`)
      .set('Cookie', rosa.cookie)
      .send({ stories: F.LONG_STORY_ID });
    expect(trailing.status).toBe(403);
    const wrongMethod = await request(t.app).put(library(F.READER_USERNAME)).set('Cookie', rosa.cookie);
    expect(wrongMethod.status).toBe(404);
  });
});
