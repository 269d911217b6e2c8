import request from 'supertest';
import {
  LONG_STORY_ID,
  LONG_STORY_PART_IDS,
  READER_USER_ID,
  READER_USERNAME,
} from '../../../../seeds/fixtures';
import { readerMessages as r } from '../../../shared/reader/messages';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('reader details: addresses and the library', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('answers 301 to the canonical address for a story id with leading zeros', async () => {
    const res = await request(t.app).get(`/story/00${LONG_STORY_ID}?ref=x`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/story/${LONG_STORY_ID}-the-salt-queen?ref=x`);
  });

  it('answers 301 to the canonical address for a part id with leading zeros', async () => {
    const res = await request(t.app).get(`/0${LONG_STORY_PART_IDS[1]}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toMatch(new RegExp(`^/${LONG_STORY_PART_IDS[1]}-`));
  });

  it('reads a story id with leading zeros as the story on its other pages too (rankings, add to list)', async () => {
    const rosa = await t.login(READER_USER_ID);
    for (const path of [`/story/0${LONG_STORY_ID}/rankings`, `/story/00${LONG_STORY_ID}/lists`]) {
      const res = await request(t.app).get(path).set('Cookie', rosa.cookie);
      expect([path, res.status, res.text.includes('The Salt Queen')]).toEqual([path, 200, true]);
    }
  });

  it('shows a saved story as in the library on its story page and its part page, from the server', async () => {
    const rosa = await t.login(READER_USER_ID);
    const story = `/story/${LONG_STORY_ID}-the-salt-queen`;
    const part = (await request(t.app).get(`/${LONG_STORY_PART_IDS[4]}`).expect(301)).headers
      .location as string;
    const page = (path: string) => request(t.app).get(path).set('Cookie', rosa.cookie).expect(200);
    await t.db('library_stories').where({ user_id: READER_USER_ID }).delete();
    for (const path of [story, part]) {
      const html = (await page(path)).text;
      expect([path, html.includes(`+ ${r.addToLibrary}`), html.includes(r.inLibrary)]).toEqual([
        path,
        true,
        false,
      ]);
    }
    await request(t.app)
      .post(`/api/v3/users/${READER_USERNAME}/library`)
      .set('Cookie', rosa.cookie)
      .set('x-csrf-token', rosa.csrfToken)
      .send({ stories: String(LONG_STORY_ID) })
      .expect(200);
    for (const path of [story, part]) {
      const html = (await page(path)).text;
      expect([path, html.includes(`✓ ${r.inLibrary}`), html.includes(`+ ${r.addToLibrary}`)]).toEqual([
        path,
        true,
        false,
      ]);
    }
    // A visitor's story page has the disabled button, never a saved state.
    const visitor = await request(t.app).get(story).expect(200);
    expect(visitor.text).not.toContain(r.inLibrary);
  });
});
