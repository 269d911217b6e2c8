/**
 * What published e-book exporters and API wrappers read (issue 24 #9, API-COMPAT.md): chapters
 * from `parts[].text_url.text`, the author's `user.description` when asked, and `fields=` names in
 * any case answered under their canonical spelling.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { TEST_ORIGIN } from '../../test/serviceContext';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: TEST_ORIGIN } });
}, 30_000);
afterAll(async () => {
  await t.close();
});

const textUrl = (partId: number) => ({ text: `${TEST_ORIGIN}/apiv2/storytext?id=${partId}` });

describe('parts[].text_url', () => {
  it('is in the default shape of GET /api/v3/stories/{id} and when fields= asks for it', async () => {
    const full = await request(t.app).get(`/api/v3/stories/${F.LONG_STORY_ID}`);
    expect(full.body.parts[0].text_url).toEqual(textUrl(F.LONG_STORY_PART_IDS[0]));
    const asked = await request(t.app).get(`/api/v3/stories/${F.LONG_STORY_ID}?fields=parts(id,text_url)`);
    expect(asked.body.parts).toHaveLength(50);
    expect(asked.body.parts[2]).toEqual({
      id: F.LONG_STORY_PART_IDS[2],
      text_url: textUrl(F.LONG_STORY_PART_IDS[2]),
    });
  });

  it('is in group(parts(...)) of GET /v4/parts/{id}, and the address serves the chapter', async () => {
    const res = await request(t.app).get(
      `/v4/parts/${F.LONG_STORY_PART_IDS[0]}?fields=id,text_url,group(id,parts(id,text_url))`,
    );
    expect(res.status).toBe(200);
    expect(res.body.text_url).toEqual(textUrl(F.LONG_STORY_PART_IDS[0]));
    expect(res.body.group.parts[1]).toEqual({
      id: F.LONG_STORY_PART_IDS[1],
      text_url: textUrl(F.LONG_STORY_PART_IDS[1]),
    });
    const address = new URL(res.body.group.parts[1].text_url.text);
    const chapter = await request(t.app).get(address.pathname + address.search);
    expect(chapter.status).toBe(200);
    expect(chapter.text).toMatch(/^<p data-p-id="[0-9a-f]{32}">/);
  });
});

describe("the story author's description", () => {
  it('comes with user(description), for the story and for a part’s group', async () => {
    const story = await request(t.app).get(
      `/api/v3/stories/${F.LONG_STORY_ID}?fields=user(name,username,avatar,description)`,
    );
    expect(story.body).toEqual({
      user: {
        name: F.WRITER_USERNAME,
        username: F.WRITER_USERNAME,
        avatar: expect.stringMatching(/-128-/),
        description: 'Salt, crowns and slow burns.',
      },
    });
    const part = await request(t.app).get(
      `/v4/parts/${F.LONG_STORY_PART_IDS[0]}?fields=group(user(description))`,
    );
    expect(part.body).toEqual({ group: { user: { description: 'Salt, crowns and slow burns.' } } });
  });

  it('is not in the default shape', async () => {
    const story = await request(t.app).get(`/api/v3/stories/${F.LONG_STORY_ID}`);
    expect(story.body.user).not.toHaveProperty('description');
  });
});

describe('fields= names in any case', () => {
  it('answer under their canonical names (nexturl → nextUrl) on lists and resources', async () => {
    const search = await request(t.app).get(
      '/v4/search/stories?query=Salt%20Queen&limit=1&fields=stories(ID),nexturl,TOTAL',
    );
    expect(search.status).toBe(200);
    expect(Object.keys(search.body).sort()).toEqual(['nextUrl', 'stories', 'total']);
    expect(Object.keys(search.body.stories[0])).toEqual(['id']);
    const story = await request(t.app).get(
      `/api/v3/stories/${F.LONG_STORY_ID}?fields=Title,NUMPARTS,Parts(ID)`,
    );
    expect(story.body).toEqual({
      title: F.LONG_STORY_TITLE,
      numParts: 50,
      parts: F.LONG_STORY_PART_IDS.map((id) => ({ id })),
    });
    const lists = await request(t.app).get(
      `/api/v3/users/${F.READER_USERNAME}/lists?fields=Lists(id),NextUrl,total`,
    );
    expect(Object.keys(lists.body).sort()).toEqual(expect.arrayContaining(['lists', 'total']));
    expect(lists.body).not.toHaveProperty('Lists');
  });
});

describe('limit over the maximum', () => {
  it('is capped, and nextUrl pages by the maximum', async () => {
    const res = await request(t.app).get('/v4/search/stories?query=Salt%20Queen&limit=5000');
    expect(res.status).toBe(200);
    if (res.body.nextUrl) expect(new URL(res.body.nextUrl).searchParams.get('limit')).toBe('100');
    const stories = await request(t.app).get(`/api/v3/users/${F.WRITER_USERNAME}/stories?limit=100000`);
    expect(stories.status).toBe(200);
  });
});
