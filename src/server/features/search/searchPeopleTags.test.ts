import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { now } from '../../db/knex';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 30_000); // migrating a MariaDB test database can take a while on a busy machine
afterAll(async () => {
  await t.close();
});

const BRAM = F.USERS.bram;
const FIELDS = 'username,name,numLists,numFollowers,numStoriesPublished,following';

describe('search user cards', () => {
  beforeAll(async () => {
    const at = now();
    await t.db('follows').insert([
      { follower_id: F.READER_USER_ID, followee_id: BRAM.id, created_at: at },
      { follower_id: F.USERS.sam.id, followee_id: BRAM.id, created_at: at },
    ]);
    await t
      .db('reading_lists')
      .insert([{ user_id: BRAM.id, name: 'Sea stories', featured: false, created_at: at, updated_at: at }]);
  });
  afterAll(async () => {
    await t.db('follows').where('followee_id', BRAM.id).delete();
    await t.db('reading_lists').where('user_id', BRAM.id).delete();
  });

  const bramCard = (body: { users: { username: string }[] }) =>
    body.users.find((u) => u.username === BRAM.username);

  it('shows the real follower and reading-list counts to a visitor (following false)', async () => {
    const res = await request(t.app).get(`/v4/search/users/?query=bram&fields=${FIELDS}`);
    expect(res.status).toBe(200);
    expect(bramCard(res.body)).toMatchObject({ numFollowers: 2, numLists: 1, following: false });
  });

  it('tells a signed-in viewer whom they follow', async () => {
    const rosa = await t.login(F.READER_USER_ID);
    const res = await request(t.app)
      .get(`/v4/search/users/?query=bram&fields=${FIELDS}`)
      .set('Cookie', rosa.cookie);
    expect(bramCard(res.body)).toMatchObject({ numFollowers: 2, numLists: 1, following: true });
    const ava = await t.login(F.WRITER_USER_ID);
    const other = await request(t.app).get(`/v4/search/users/?query=bram`).set('Cookie', ava.cookie);
    expect(bramCard(other.body)).toMatchObject({ numFollowers: 2, following: false });
  });

  it('counts for every card on a page in one go (a user nobody follows shows zeros)', async () => {
    const res = await request(t.app).get(`/v4/search/users/?query=reader&fields=${FIELDS}`);
    expect(res.body.users.length).toBeGreaterThanOrEqual(2);
    for (const u of res.body.users) {
      expect(u).toMatchObject({ numFollowers: 0, numLists: expect.any(Number), following: false });
    }
  });
});

describe('GET /tags/{tag}', () => {
  it('answers 301 to the tag browse page /stories/{tag}', async () => {
    const res = await request(t.app).get('/tags/Magic');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/stories/magic');
    const odd = await request(t.app).get('/tags/%23slow%20burn/');
    expect(odd.status).toBe(301);
    expect(odd.headers.location).toBe('/stories/slow%20burn');
    const page = await request(t.app).get('/stories/magic');
    expect(page.status).toBe(200);
    expect(page.text.replace(/<!-- -->/g, '')).toContain('#magic stories');
    // An address carrying the hashtag's own # reads as the tag, heading included.
    const hashed = (await request(t.app).get('/stories/%23Magic')).text.replace(/<!-- -->/g, '');
    expect(hashed).toContain('#magic stories');
    expect(hashed).not.toContain('##');
    expect(hashed).toContain(`/story/${F.LONG_STORY_ID}-`);
  });
});

describe('GET /api/v3/autocomplete/tag', () => {
  it('gives at most 10 tag names, prefix matches only, never the chosen ones', async () => {
    const res = await request(t.app).get('/api/v3/autocomplete/tag?term=f&exclude=fantasy');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(10);
    expect(res.body).not.toContain('fantasy');
    for (const name of res.body as string[]) expect(name.startsWith('f')).toBe(true);
    const spaced = await request(t.app).get('/api/v3/autocomplete/tag?term=slow%20burn');
    expect(spaced.body).toEqual([]);
  });
});

describe('the tag refiner without JavaScript', () => {
  it('renders the refiner message for an invalid tag and keeps the results', async () => {
    const spaced = await request(t.app).get('/search/salt/stories?addTag=slow%20burn');
    expect(spaced.status).toBe(200);
    expect(spaced.text).toContain('Tags cannot contain spaces');
    const empty = await request(t.app).get('/search/salt/stories?addTag=%23');
    expect(empty.text).toContain('Tags cannot be empty');
    const ok = await request(t.app).get('/search/salt/stories?addTag=%23Magic');
    expect(ok.text).not.toContain('Tags cannot');
    expect(ok.text).toContain('Remove tag magic');
  });
});

describe('recent searches (the recent-searches cookie)', () => {
  const long = 'the lighthouse keeper and the salt witch'; // 40 characters

  it('keeps the whole term; the landing page cuts it at 30 with an ellipsis and links the whole term', async () => {
    const res = await request(t.app).get(`/search/${encodeURIComponent(long)}`);
    expect(res.status).toBe(200);
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const cookie = setCookie.find((c) => c.startsWith('recent-searches='))?.split(';')[0] ?? '';
    expect(JSON.parse(decodeURIComponent(cookie.slice('recent-searches='.length)))).toEqual([long]);

    const landing = await request(t.app).get('/search').set('Cookie', cookie);
    const html = landing.text.replace(/<!-- -->/g, '');
    expect(html).toContain(`href="/search/${encodeURIComponent(long)}"`);
    expect(html).toContain('>the lighthouse keeper and…</a>');
  });
});

describe('people search pagination with the card fields', () => {
  it('answers every card field and a nextUrl with the same query, limit and fields at offset + limit', async () => {
    const fields =
      'username,name,avatar,description,numLists,numFollowers,numStoriesPublished,badges,following';
    const res = await request(t.app).get(`/v4/search/users/?query=reader&limit=1&offset=0&fields=${fields}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.users[0])).toEqual(fields.split(','));
    expect(res.body.total).toBe(2);
    const next = new URL(res.body.nextUrl).searchParams;
    expect(Object.fromEntries(next)).toEqual({ query: 'reader', limit: '1', offset: '1', fields });
  });
});
