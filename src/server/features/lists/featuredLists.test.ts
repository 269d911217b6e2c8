import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const featuredLinks = (html: string): string[] =>
  [...html.matchAll(/href="(\/featured\/\d+)"[^>]*><span[^>]*>([^<]+)</g)].map((m) => m[2]);

describe('featured lists from the curation profile of the viewer language', () => {
  it('serves the curation profile lists as featured lists over the API', async () => {
    const res = await request(t.app).get('/api/v3/users/storyloom_picks/lists');
    expect(res.status).toBe(200);
    expect(res.body.lists.length).toBeGreaterThan(0);
    expect(res.body.lists.every((l: { featured: boolean }) => l.featured)).toBe(true);
  });

  it('shows language 1 lists to visitors, French lists to a French reader, language 1 as the fallback', async () => {
    const visitor = await request(t.app).get('/home');
    const english = featuredLinks(visitor.text);
    expect(english).toEqual(expect.arrayContaining(['Most read right now', 'Reader favourites']));

    const celine = await t.login(F.USERS.celine.id); // language 2, which has a French story
    const fr = await request(t.app).get('/home').set('Cookie', celine.cookie);
    const frLists = (await request(t.app).get('/api/v3/users/storyloom_picks_fr/lists')).body.lists as {
      id: number;
    }[];
    expect(frLists.length).toBeGreaterThan(0);
    expect(fr.text).toContain(`href="/featured/${frLists[0].id}"`);

    await t.db('users').where({ id: F.USERS.elio.id }).update({ language_id: 3 }); // no Italian curation
    try {
      const elio = await t.login(F.USERS.elio.id);
      const it3 = await request(t.app).get('/home').set('Cookie', elio.cookie);
      expect(featuredLinks(it3.text)).toEqual(english);
    } finally {
      await t.db('users').where({ id: F.USERS.elio.id }).update({ language_id: 1 });
    }
  });

  it("shows a visitor the lists of their locale cookie's language", async () => {
    const frLists = (await request(t.app).get('/api/v3/users/storyloom_picks_fr/lists')).body.lists as {
      id: number;
    }[];
    const fr = await request(t.app).get('/home').set('Cookie', 'locale=fr_FR');
    expect(fr.text).toContain(`href="/featured/${frLists[0].id}"`);
  });

  it('renders a featured list page with its stories (JavaScript off: links)', async () => {
    const lists = (await request(t.app).get('/api/v3/users/storyloom_picks/lists')).body.lists as {
      id: number;
      name: string;
    }[];
    const page = await request(t.app).get(`/featured/${lists[0].id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<h1>${lists[0].name}</h1>`);
    expect(page.text).toContain(F.LONG_STORY_TITLE);
    const missing = await request(t.app).get('/featured/999999');
    expect(missing.text).toContain('This reading list could not be found.');
  });

  it('sends /featured/{id} of a list that is not featured to its reading-list address', async () => {
    const [id] = await t.db('reading_lists').insert({
      user_id: F.READER_USER_ID,
      name: 'Beach reads',
      featured: false,
      created_at: new Date(),
      updated_at: new Date(),
    });
    const res = await request(t.app).get(`/featured/${Number(id)}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/list/${Number(id)}`);
    const list = await request(t.app).get(`/list/${Number(id)}`);
    expect(list.status).toBe(200);
    expect(list.text).toContain('<title>Beach reads - ');
  });

  it('answers 404 with the message for a list that does not exist, 200 for one that does', async () => {
    const missing = await request(t.app).get('/featured/999999');
    expect(missing.status).toBe(404);
    // Server-rendered, so the message is there with JavaScript off.
    expect(missing.text).toContain('This reading list could not be found.');
    const lists = (await request(t.app).get('/api/v3/users/storyloom_picks/lists')).body.lists as {
      id: number;
    }[];
    const found = await request(t.app).get(`/featured/${lists[0].id}`);
    expect(found.status).toBe(200);
    expect(found.text).not.toContain('This reading list could not be found.');
  });
});
