import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';

const S = F.TINY_STORIES;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 30_000); // migrating a MariaDB test database can take a while on a busy machine
afterAll(async () => {
  await t.close();
});

const ids = (body: { stories: { id: string }[] }): string[] => body.stories.map((s) => s.id);

/** Sets a reader's content setting "include mature" (their row in content_settings). */
async function includeMature(userId: number, on: boolean): Promise<void> {
  await t
    .db('content_settings')
    .insert({ user_id: userId, include_mature: on, updated_at: new Date() })
    .onConflict('user_id')
    .merge(['include_mature', 'updated_at']);
}

describe('GET /v4/search/stories', () => {
  it('finds stories by title words with total, nextUrl and tag facets', async () => {
    const res = await request(t.app).get('/v4/search/stories?query=Salt%20Queen');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toContain(String(S.long.id));
    expect(res.body.total).toBe(res.body.stories.length);
    expect(res.body.nextUrl).toBeNull();
    const story = res.body.stories.find((s: { id: string }) => s.id === String(S.long.id));
    expect(story).toMatchObject({
      title: F.LONG_STORY_TITLE,
      completed: true,
      numParts: 50,
      language: { id: 1 },
      tags: ['fantasy', 'magic', 'queen', 'completed'],
    });
    expect(res.body.tags).toEqual(expect.arrayContaining([{ name: 'fantasy', count: expect.any(Number) }]));
  });

  it('never returns deleted stories or stories without published parts', async () => {
    const deleted = await request(t.app).get('/v4/search/stories?query=Vanishing');
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ stories: [], total: 0, nextUrl: null });
    const draft = await request(t.app).get('/v4/search/stories?query=Untitled%20Thoughts');
    expect(ids(draft.body)).not.toContain(String(S.draft.id));
  });

  it('paginates with limit and offset; nextUrl keeps the query with offset + limit', async () => {
    const all = await request(t.app).get('/v4/search/stories?query=the&limit=100');
    const total = all.body.total as number;
    const first = await request(t.app).get(
      '/v4/search/stories?query=the&limit=1&fields=stories(id),total,nextUrl',
    );
    expect(first.status).toBe(200);
    if (total > 1) {
      const next = new URL(first.body.nextUrl);
      expect(next.pathname).toBe('/v4/search/stories');
      expect(next.searchParams.get('offset')).toBe('1');
      expect(next.searchParams.get('limit')).toBe('1');
      expect(next.searchParams.get('fields')).toBe('stories(id),total,nextUrl');
      const second = await request(t.app).get(next.pathname + next.search);
      expect(second.body.stories[0].id).not.toBe(first.body.stories[0].id);
      expect(Object.keys(second.body.stories[0])).toEqual(['id']);
    }
    const last = await request(t.app).get(
      `/v4/search/stories?query=the&limit=1&offset=${Math.max(0, total - 1)}`,
    );
    expect(last.body.nextUrl).toBeNull();
  });

  it('applies the filters: completed only, hide mature, hide paid, hide free, hide originals, length', async () => {
    const q = (extra: string) => request(t.app).get(`/v4/search/stories?query=Harbour%20Lights${extra}`);
    expect(ids((await q('')).body)).toContain(String(S.ongoing.id));
    expect(ids((await q('&filter=complete')).body)).not.toContain(String(S.ongoing.id));

    // Mature stories are listed only for a reader whose content settings include them.
    await includeMature(F.READER_USER_ID, true);
    const rosa = await t.login(F.READER_USER_ID);
    const crimson = (extra: string) =>
      request(t.app).get(`/v4/search/stories?query=Crimson${extra}`).set('Cookie', rosa.cookie);
    expect(ids((await crimson('')).body)).toContain(String(S.mature.id));
    expect(ids((await crimson('&mature=false')).body)).not.toContain(String(S.mature.id));

    const gilded = (extra: string) => request(t.app).get(`/v4/search/stories?query=Gilded%20Oath${extra}`);
    expect(ids((await gilded('')).body)).toContain(String(S.paid.id));
    expect(ids((await gilded('&hidePaid=1')).body)).not.toContain(String(S.paid.id));
    expect(ids((await gilded('&paid=false')).body)).not.toContain(String(S.paid.id));
    expect(ids((await gilded('&hideOriginals=1')).body)).not.toContain(String(S.paid.id));
    expect(ids((await gilded('&hideFree=1')).body)).toContain(String(S.paid.id));
    expect(ids((await q('&hideFree=1')).body)).not.toContain(String(S.ongoing.id));

    const salt = (extra: string) => request(t.app).get(`/v4/search/stories?query=Salt%20Queen${extra}`);
    expect(ids((await salt('&length=50%2B')).body)).not.toContain(String(S.long.id)); // exactly 50 parts
    expect(ids((await salt('&length=20-50')).body)).toContain(String(S.long.id));
    expect(ids((await salt('&updated=day')).body)).not.toContain(String(S.long.id));
  });

  it('refines by tags (all must match)', async () => {
    const res = await request(t.app).get('/v4/search/stories?query=Salt%20Queen&tags=%23Magic,fantasy');
    expect(ids(res.body)).toContain(String(S.long.id));
    const none = await request(t.app).get('/v4/search/stories?query=Salt%20Queen&tags=horror');
    expect(ids(none.body)).not.toContain(String(S.long.id));
  });

  it('answers bad input with a 400 and a clear message', async () => {
    const missing = await request(t.app).get('/v4/search/stories');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      result: 'ERROR',
      error_code: 1006,
      message: 'Parameter missing: query',
    });
    const both = await request(t.app).get('/v4/search/stories?query=salt&hideFree=1&hidePaid=1');
    expect(both.status).toBe(400);
    expect(both.body.error_code).toBe(1005);
    expect(both.body.message).toContain('Hide free and hide paid cannot be used together');
    for (const bad of ['limit=0', 'limit=abc', 'offset=-1', 'updated=decade', 'length=3', 'mature=maybe']) {
      const res = await request(t.app).get(`/v4/search/stories?query=salt&${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.error_code).toBe(1005);
      expect(res.body.message).toMatch(/^Invalid value for \w+/);
    }
  });

  it('treats punctuation-only queries and FTS operators as plain text (never a 500)', async () => {
    for (const q of ['!!!', '"', 'NEAR(a b)', 'title:salt', '*', 'a OR', '%']) {
      const res = await request(t.app).get(`/v4/search/stories?query=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
    }
  });
});

describe('GET /v4/search/users/', () => {
  it('finds people by username or name with the search card fields', async () => {
    const fields =
      'username,name,avatar,description,numLists,numFollowers,numStoriesPublished,badges,following';
    const res = await request(t.app).get(`/v4/search/users/?query=ava&limit=10&offset=0&fields=${fields}`);
    expect(res.status).toBe(200);
    const ava = res.body.users.find((u: { username: string }) => u.username === F.WRITER_USERNAME);
    expect(ava).toEqual({
      username: F.WRITER_USERNAME,
      name: 'Ava Ashdown',
      avatar: expect.stringContaining('http'),
      description: 'Salt, crowns and slow burns.',
      numLists: 0,
      numFollowers: 0,
      numStoriesPublished: 2,
      badges: ['verified'],
      following: false,
    });
    expect(res.body.total).toBeGreaterThanOrEqual(1);
    expect(res.body.nextUrl).toBeNull();
  });

  it('paginates and validates', async () => {
    const res = await request(t.app).get('/v4/search/users?query=reader&limit=1');
    expect(res.body.users).toHaveLength(1);
    expect(res.body.total).toBe(2);
    expect(new URL(res.body.nextUrl).searchParams.get('offset')).toBe('1');
    const bad = await request(t.app).get('/v4/search/users/?query=');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid value for query: Search query cannot be empty');
    const badLimit = await request(t.app).get('/v4/search/users/?query=ava&limit=-3');
    expect(badLimit.status).toBe(400);
  });
});

describe('GET /api/v3/autocomplete/tag', () => {
  it('lists tag names starting with the term, leaving out chosen ones', async () => {
    const res = await request(t.app).get('/api/v3/autocomplete/tag?term=ma');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.arrayContaining(['magic', 'mature']));
    const ex = await request(t.app).get('/api/v3/autocomplete/tag?term=%23MA&exclude=magic');
    expect(ex.body).toContain('mature');
    expect(ex.body).not.toContain('magic');
    expect((await request(t.app).get('/api/v3/autocomplete/tag?term=%25')).body).toEqual([]);
    const missing = await request(t.app).get('/api/v3/autocomplete/tag');
    expect(missing.status).toBe(400);
    expect(missing.body.error_code).toBe(1006);
  });
});
