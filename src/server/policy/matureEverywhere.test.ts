/**
 * Mature stories by the reader's content setting in every story listing (issue 24 #10), beyond
 * home, tag pages and search (search/matureListing.test.ts): a user's stories, "You may also like",
 * another user's reading lists. `includeMature: false` leaves the seed's mature story out, `true`
 * shows it. The viewer's own listings keep it (visibility policy `hidesMatureIn`): a writer's own
 * stories, a reader's own reading lists and library.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../seeds/fixtures';
import { refreshStoryStats } from '../db/storyStats';
import { createTestApp, type TestApp, type TestSession } from '../test/testApp';

let t: TestApp;
let rosa: TestSession;
let dev: TestSession;
let monaListId: number;
let rosaListId: number;

const mature = String(F.MATURE_STORY_ID);
const DEV = F.USERS.dev.username;
const MONA = F.USERS.mona.username;

/** A reading list of `userId` holding the mature story then the long one (the mature one first: the cover). */
async function listOf(userId: number, name: string): Promise<number> {
  const [inserted] = await t
    .db('reading_lists')
    .insert({ user_id: userId, name, featured: false, created_at: new Date(), updated_at: new Date() });
  const id = Number(inserted);
  await t.db('reading_list_stories').insert([
    { list_id: id, story_id: F.MATURE_STORY_ID, position: 1, added_at: new Date() },
    { list_id: id, story_id: F.LONG_STORY_ID, position: 2, added_at: new Date() },
  ]);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  [rosa, dev] = await Promise.all([t.login(F.READER_USER_ID), t.login(F.USERS.dev.id)]);
  monaListId = await listOf(F.USERS.mona.id, 'Chills');
  rosaListId = await listOf(F.READER_USER_ID, 'Mine');
  await t
    .db('library_stories')
    .insert({ user_id: F.READER_USER_ID, story_id: F.MATURE_STORY_ID, added_at: new Date() });
  // The script story shares the mature story's "horror" tag: a "You may also like" candidate.
  const tag = (await t.db('tags').where('name', 'horror').first('id')) as { id: number };
  await t.db('story_tags').insert({ story_id: F.SCRIPT_STORY_ID, tag_id: tag.id, position: 9 });
  await refreshStoryStats(t.db, [F.SCRIPT_STORY_ID, F.MATURE_STORY_ID]);
}, 30_000);
afterAll(async () => {
  await t.close();
});

/** Sets the reader's "include mature" content setting through the API, as the settings panel does. */
async function includeMature(on: boolean): Promise<void> {
  const res = await request(t.app)
    .put(`/v5/users/${F.READER_USERNAME}/content-settings/include-mature`)
    .set('Cookie', rosa.cookie)
    .set('x-csrf-token', rosa.csrfToken)
    .send({ includeMature: on });
  expect(res.status).toBeLessThan(300);
}

type Body = { stories: { id: string }[] };
const ids = (body: Body): string[] => body.stories.map((s) => String(s.id));
const get = (path: string, who?: TestSession) =>
  who ? request(t.app).get(path).set('Cookie', who.cookie) : request(t.app).get(path);

/** What a viewer sees of each listing, as ids (lists: the stories, count and cover of Mona's list). */
async function listings(who?: TestSession) {
  const [published, all, similar, list, lists] = await Promise.all([
    get(`/api/v3/users/${DEV}/stories/published`, who),
    get(`/api/v3/users/${DEV}/stories`, who),
    get(`/api/v3/stories/${F.SCRIPT_STORY_ID}/similar`, who),
    get(`/api/v3/lists/${monaListId}`, who),
    get(`/api/v3/users/${MONA}/lists`, who),
  ]);
  for (const res of [published, all, similar, list, lists]) expect(res.status).toBe(200);
  const summary = (lists.body as { lists: { id: number; numStories: number }[] }).lists.find(
    (l) => Number(l.id) === monaListId,
  );
  return {
    published: ids(published.body as Body),
    publishedTotal: Number((published.body as { total: number }).total),
    all: ids(all.body as Body),
    similar: ids(similar.body as Body),
    list: ids(list.body as Body),
    listCount: summary?.numStories,
  };
}

describe('mature stories in every listing follow the reader’s content setting', () => {
  it('leaves them out of a user’s stories, "You may also like" and others’ lists for includeMature false', async () => {
    await includeMature(false);
    const seen = await listings(rosa);
    expect(seen.published).not.toContain(mature);
    expect(seen.published.length).toBeGreaterThan(0); // dev's other stories still listed
    expect(seen.publishedTotal).toBe(seen.published.length);
    expect(seen.all).not.toContain(mature);
    expect(seen.similar).not.toContain(mature);
    expect(seen.list).toEqual([String(F.LONG_STORY_ID)]);
    expect(seen.listCount).toBe(1);
    // The profile page (SSR) lists no mature card either.
    const page = await get(`/user/${DEV}`, rosa);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('Crimson Hours');
  });

  it('shows them for includeMature true', async () => {
    await includeMature(true);
    const seen = await listings(rosa);
    expect(seen.published).toContain(mature);
    expect(seen.all).toContain(mature);
    expect(seen.similar).toContain(mature);
    expect(seen.list).toEqual([mature, String(F.LONG_STORY_ID)]);
    expect(seen.listCount).toBe(2);
    expect((await get(`/user/${DEV}`, rosa)).text).toContain('Crimson Hours');
    await includeMature(false);
  });

  it('leaves them out for visitors', async () => {
    const seen = await listings();
    expect(seen.published).not.toContain(mature);
    expect(seen.similar).not.toContain(mature);
    expect(seen.list).not.toContain(mature);
  });

  it('keeps the viewer’s own: a writer’s stories, a reader’s own list and library', async () => {
    // Neither dev nor rosa (set back to false above) include mature stories in their settings.
    expect(ids((await get(`/api/v3/users/${DEV}/stories/published`, dev)).body as Body)).toContain(mature);
    expect(ids((await get(`/api/v3/users/${DEV}/stories`, dev)).body as Body)).toContain(mature);
    expect(ids((await get(`/api/v3/lists/${rosaListId}`, rosa)).body as Body)).toContain(mature);
    const own = (await get(`/api/v3/users/${F.READER_USERNAME}/lists`, rosa)).body as {
      lists: { id: number; numStories: number }[];
    };
    expect(own.lists.find((l) => Number(l.id) === rosaListId)?.numStories).toBe(2);
    expect(ids((await get(`/api/v3/users/${F.READER_USERNAME}/library`, rosa)).body as Body)).toContain(
      mature,
    );
    // Rosa's list seen by someone else who does not include mature stories: left out.
    expect(ids((await get(`/api/v3/lists/${rosaListId}`, dev)).body as Body)).not.toContain(mature);
  });
});
