/**
 * Bad input on the search APIs that searchRoutes.test.ts leaves out: a 400 with the legacy JSON
 * body (API-COMPAT.md "Errors"), the code (1006 missing, 1005 invalid) and a message naming the
 * parameter.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { expectApiError } from '../../test/apiAssertions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 30_000); // migrating a MariaDB test database can take a while on a busy machine
afterAll(async () => {
  await t.close();
});

function expectError(res: request.Response, status: number, code: number, message: string): void {
  expectApiError(res, status, code, message);
  expect(res.headers['cache-control']).toBe('no-store');
}

const tooLong = (n: number) => 'a'.repeat(n);

describe('GET /v4/search/stories', () => {
  it('refuses a query that is blank or longer than 200 characters (1005)', async () => {
    for (const query of ['%20%20', '%09']) {
      const res = await request(t.app).get(`/v4/search/stories?query=${query}`);
      expectError(res, 400, 1005, 'Invalid value for query: Search query cannot be empty');
    }
    const long = await request(t.app).get(`/v4/search/stories?query=${tooLong(201)}`);
    expectError(long, 400, 1005, 'Invalid value for query');
    expect(long.body.message).toContain('200');
    expect((await request(t.app).get(`/v4/search/stories?query=${tooLong(200)}`)).status).toBe(200);
  });

  it.each([
    ['offset=abc', 'offset=abc'],
    ['offset=100001', 'offset=100001'],
    ['offset=1.5', 'offset=1.5'],
    ['limit=1.5', 'limit=1.5'],
    ['limit=-1', 'limit=-1'],
    ['filter=ongoing', 'filter=ongoing'],
    ['paid=maybe', 'paid=maybe'],
    ['hideFree=yes', 'hideFree=yes'],
    ['hidePaid=2', 'hidePaid=2'],
    ['hideOriginals=on', 'hideOriginals=on'],
    ['tags over 500 characters', `tags=${tooLong(501)}`],
  ])('refuses %s with 400 (1005) naming the parameter', async (_label, param) => {
    const res = await request(t.app).get(`/v4/search/stories?query=salt&${param}`);
    expectError(res, 400, 1005, `Invalid value for ${param.split('=')[0]}`);
  });

  it('checks a repeated parameter by its first value', async () => {
    const res = await request(t.app).get('/v4/search/stories?query=salt&limit=abc&limit=5');
    expectError(res, 400, 1005, 'Invalid value for limit');
  });

  it('takes a blank optional parameter as left out (the call as API-COMPAT.md writes it)', async () => {
    const plain = await request(t.app).get('/v4/search/stories?query=salt');
    const blanks = 'limit=&offset=&mature=&filter=&paid=&hideFree=&updated=&length=&tags=';
    const res = await request(t.app).get(`/v4/search/stories?query=salt&${blanks}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(plain.body.total);
    expect(res.body.stories.map((s: { id: string }) => s.id)).toEqual(
      plain.body.stories.map((s: { id: string }) => s.id),
    );
  });
});

describe('GET /v4/search/users/', () => {
  it('answers a missing query with 400 Parameter missing: query (1006)', async () => {
    for (const path of ['/v4/search/users/', '/v4/search/users', '/v4/search/users/?limit=5']) {
      expectError(await request(t.app).get(path), 400, 1006, 'Parameter missing: query');
    }
  });

  it('refuses a blank query or one over 200 characters (1005)', async () => {
    const blank = await request(t.app).get('/v4/search/users/?query=%20');
    expectError(blank, 400, 1005, 'Invalid value for query: Search query cannot be empty');
    const long = await request(t.app).get(`/v4/search/users/?query=${tooLong(201)}`);
    expectError(long, 400, 1005, 'Invalid value for query');
  });

  it.each([
    ['limit=abc', 'limit'],
    ['limit=0', 'limit'],
    ['limit=-3', 'limit'],
    ['limit=2.5', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=abc', 'offset'],
    ['offset=100001', 'offset'],
  ])('refuses %s with 400 (1005) naming %s', async (param, name) => {
    const res = await request(t.app).get(`/v4/search/users/?query=ava&${param}`);
    expectError(res, 400, 1005, `Invalid value for ${name}`);
  });

  it('caps a limit over 100 to 100 (API-COMPAT.md): the answer pages by 100', async () => {
    const res = await request(t.app).get('/v4/search/users/?query=a&limit=101');
    expect(res.status).toBe(200);
    if (res.body.nextUrl) expect(new URL(res.body.nextUrl).searchParams.get('limit')).toBe('100');
  });

  it('takes a blank limit or offset as left out (default limit 10)', async () => {
    const res = await request(t.app).get('/v4/search/users/?query=a&limit=&offset=');
    expect(res.status).toBe(200);
    expect(res.body.users.length).toBeLessThanOrEqual(10);
  });
});

describe('GET /api/v3/autocomplete/tag', () => {
  it('answers a missing term with 400 Parameter missing: term (1006)', async () => {
    for (const path of ['/api/v3/autocomplete/tag', '/api/v3/autocomplete/tag?exclude=magic']) {
      expectError(await request(t.app).get(path), 400, 1006, 'Parameter missing: term');
    }
  });

  it('refuses a term over 128 characters and an exclude list over 1000 (1005)', async () => {
    const term = await request(t.app).get(`/api/v3/autocomplete/tag?term=${tooLong(129)}`);
    expectError(term, 400, 1005, 'Invalid value for term');
    const exclude = await request(t.app).get(`/api/v3/autocomplete/tag?term=ma&exclude=${tooLong(1001)}`);
    expectError(exclude, 400, 1005, 'Invalid value for exclude');
    expect((await request(t.app).get(`/api/v3/autocomplete/tag?term=${tooLong(128)}`)).status).toBe(200);
  });
});

describe('GET /v4/tags/{tag}/stories', () => {
  it.each(['limit=abc', 'limit=0', 'offset=-1'])('refuses %s with 400 (1005)', async (param) => {
    const res = await request(t.app).get(`/v4/tags/magic/stories?${param}`);
    expectError(res, 400, 1005, `Invalid value for ${param.split('=')[0]}`);
  });

  it('caps limit=101 to 100 rather than refusing it', async () => {
    expect((await request(t.app).get('/v4/tags/magic/stories?limit=101')).status).toBe(200);
  });
});
