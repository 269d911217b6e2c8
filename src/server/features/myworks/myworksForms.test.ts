import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { MYWORKS_MESSAGES as M } from '../../../shared/myworks/messages';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

let t: TestApp;
let ava: TestSession;
let rosa: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  ava = await t.login(F.WRITER_USER_ID);
  rosa = await t.login(F.READER_USER_ID);
}, 30_000);
afterAll(() => t.close());

const get = (s: TestSession | null, path: string) => {
  const r = request(t.app).get(path);
  return s ? r.set('Cookie', s.cookie) : r;
};
const post = (s: TestSession, path: string, fields: Record<string, string> = {}) =>
  request(t.app)
    .post(path)
    .set('Cookie', s.cookie)
    .type('form')
    .send({ _csrf: s.csrfToken, ...fields });

/** A new story of `s` made by the "New story" form: its id and its first part's. */
async function newStory(s: TestSession): Promise<{ storyId: number; partId: number }> {
  const res = await post(s, '/myworks');
  expect(res.status).toBe(303);
  const m = /^\/myworks\/(\d+)\/write\/(\d+)$/.exec(res.headers.location ?? '');
  expect(m).not.toBeNull();
  return { storyId: Number(m?.[1]), partId: Number(m?.[2]) };
}

describe('/myworks without JavaScript', () => {
  it('sends a visitor to log in and back', async () => {
    for (const path of ['/myworks', '/myworks/12']) {
      const res = await get(null, path);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(`/login?nextUrl=${encodeURIComponent(path)}`);
    }
  });

  it('lists the writer’s stories with their counts and a New story form', async () => {
    const page = await get(ava, '/myworks');
    expect(page.status).toBe(200);
    expect(page.text).toContain(F.LONG_STORY_TITLE);
    expect(page.text).toMatch(/\d+ published parts?/);
    expect(page.text).toContain('action="/myworks"');
    expect(page.text).toContain(`name="_csrf" value="${ava.csrfToken}"`);
  });

  it('prompts a writer with no stories to write their first', async () => {
    const page = await get(rosa, '/myworks');
    expect(page.status).toBe(200);
    expect(page.text).toContain(M.firstStoryTitle);
  });

  it('creates a story and opens its first part; saves the details by the form', async () => {
    const { storyId, partId } = await newStory(ava);
    const part = await t.db('parts').where({ id: partId }).first('story_id');
    expect(Number(part.story_id)).toBe(storyId);
    const settings = await get(ava, `/myworks/${storyId}`);
    expect(settings.status).toBe(200);
    expect(settings.text).toContain(`action="/myworks/${storyId}"`);
    expect(settings.text).toContain('All Rights Reserved');
    const saved = await post(ava, `/myworks/${storyId}`, {
      title: 'Moths in June',
      description: 'Small wings.',
      tags: '#moths, summer night',
      category: '',
      language: '1',
      copyright: '7',
      completed: '1',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe(`/myworks/${storyId}?saved=1`);
    const row = await t
      .db('stories')
      .where({ id: storyId })
      .first('title', 'copyright', 'completed', 'tag_names');
    expect(row.title).toBe('Moths in June');
    expect(Number(row.copyright)).toBe(7);
    expect(Boolean(Number(row.completed))).toBe(true);
    expect(JSON.parse(row.tag_names)).toEqual(['moths', 'summer', 'night']);
    const after = await get(ava, `/myworks/${storyId}?saved=1`);
    expect(after.text).toContain(M.savedSettings);
    expect(after.text).toContain('CC Attribution-ShareAlike');
  });

  it('shows a refused form again with its message and what was typed (400)', async () => {
    const { storyId } = await newStory(ava);
    const res = await post(ava, `/myworks/${storyId}`, {
      title: '   ',
      description: 'Kept text',
      language: '1',
      copyright: '1',
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain(M.titleRequired);
    expect(res.text).toContain('Kept text');
    const lic = await post(ava, `/myworks/${storyId}`, { title: 'Fine', language: '1', copyright: '12' });
    expect(lic.status).toBe(400);
    expect(lic.text).toContain(M.unknownLicence);
    const row = await t.db('stories').where({ id: storyId }).first('title');
    expect(row.title).toBe('Untitled Story');
  });

  it('refuses another writer’s story (403) and a missing one (404), page and form alike', async () => {
    const { storyId } = await newStory(ava);
    expect((await get(rosa, `/myworks/${storyId}`)).status).toBe(403);
    expect((await get(ava, '/myworks/99999999')).status).toBe(404);
    const res = await post(rosa, `/myworks/${storyId}`, { title: 'Mine now', language: '1', copyright: '1' });
    expect(res.status).toBe(403);
    const row = await t.db('stories').where({ id: storyId }).first('title');
    expect(row.title).toBe('Untitled Story');
  });
});
