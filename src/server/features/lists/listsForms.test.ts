import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

let t: TestApp;
let rosa: TestSession;
let ava: TestSession;
const story = F.LONG_STORY_ID;
const path = `/story/${story}/lists`;

beforeAll(async () => {
  t = await createTestApp();
  rosa = await t.login(F.READER_USER_ID);
  ava = await t.login(F.WRITER_USER_ID);
});
afterAll(async () => {
  await t.close();
});

const post = (s: TestSession, fields: Record<string, string>) =>
  request(t.app)
    .post(path)
    .set('Cookie', s.cookie)
    .type('form')
    .send({ _csrf: s.csrfToken, ...fields });
const listsOf = (userId: number) => t.db('reading_lists').where({ user_id: userId }).select('id', 'name');
const inList = async (listId: number) =>
  Boolean(await t.db('reading_list_stories').where({ list_id: listId, story_id: story }).first());
const inLibrary = async (userId: number) =>
  Boolean(await t.db('library_stories').where({ user_id: userId, story_id: story }).first());

describe('add to list without JavaScript (/story/{id}/lists)', () => {
  it('renders the viewer library and lists as forms; a visitor gets a log-in link', async () => {
    const page = await request(t.app).get(path).set('Cookie', rosa.cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`action="${path}"`);
    expect(page.text).toContain('name="collection" value="library"');
    expect(page.text).toContain(`name="_csrf" value="${rosa.csrfToken}"`);
    const anon = await request(t.app).get(path);
    expect(anon.text).toContain(`href="/login?nextUrl=${encodeURIComponent(path)}"`);
  });

  it('adds to and removes from the library, then goes back to the story', async () => {
    const add = await post(rosa, { collection: 'library', member: '1' });
    expect(add.status).toBe(303);
    expect(add.headers.location).toBe(`/story/${story}#add-to-list`);
    expect(await inLibrary(F.READER_USER_ID)).toBe(true);
    const page = await request(t.app).get(path).set('Cookie', rosa.cookie);
    expect(page.text).toMatch(
      /name="collection" value="library"\/><input type="hidden" name="member" value="0"/,
    );
    await post(rosa, { collection: 'library', member: '0' });
    expect(await inLibrary(F.READER_USER_ID)).toBe(false);
  });

  it('creates a list by name, reuses it ignoring case, ignores an empty name', async () => {
    expect((await post(rosa, { name: 'Night Reads' })).status).toBe(303);
    expect((await post(rosa, { name: '  night reads ' })).status).toBe(303);
    expect((await post(rosa, { name: '   ' })).status).toBe(303);
    const mine = (await listsOf(F.READER_USER_ID)).filter((l) => l.name.toLowerCase() === 'night reads');
    expect(mine).toHaveLength(1);
    expect(await inList(Number(mine[0].id))).toBe(true);
    const off = await post(rosa, { collection: String(mine[0].id), member: '0' });
    expect(off.status).toBe(303);
    expect(await inList(Number(mine[0].id))).toBe(false);
  });

  it('refuses another user list (403), a too-long name (400), a visitor (log in) and a forged post', async () => {
    await post(ava, { name: 'Ava picks' });
    const avaList = (await listsOf(F.WRITER_USER_ID)).find((l) => l.name === 'Ava picks');
    const other = await post(rosa, { collection: String(avaList?.id), member: '0' });
    expect(other.status).toBe(403);
    expect(other.text).toContain('You cannot change another user\u2019s reading lists or library');
    expect(await inList(Number(avaList?.id))).toBe(true);
    const long = await post(rosa, { name: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.text).toContain('A reading list name can be at most 100 characters');
    const anon = await request(t.app).post(path).type('form').send({ name: 'x' });
    expect(anon.status).toBe(403); // no session, no CSRF token
    const forged = await request(t.app)
      .post(path)
      .set('Cookie', rosa.cookie)
      .type('form')
      .send({ name: 'x' });
    expect(forged.status).toBe(403);
  });

  it('only ever goes back to our own pages', async () => {
    const res = await post(rosa, { collection: 'library', member: '0', nextUrl: 'https://evil.example/' });
    expect(res.headers.location).toBe(`/story/${story}#add-to-list`);
  });
});

describe('the library and list pages (/library, /list/{id})', () => {
  const title = 'The Salt Queen'; // the long story's title (F.LONG_STORY_ID)

  it('sends a visitor to log in and back; shows a reader their library with a Remove form', async () => {
    const anon = await request(t.app).get('/library');
    expect(anon.status).toBe(303);
    expect(anon.headers.location).toBe('/login?nextUrl=%2Flibrary');

    await post(rosa, { collection: 'library', member: '1' });
    const page = await request(t.app).get('/library').set('Cookie', rosa.cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain(title);
    expect(page.text).toContain(`aria-label="Remove ${title} from Library"`);
    expect(page.text).toMatch(/name="nextUrl" value="\/library"/);

    // The form (JavaScript off) removes it and comes back to the library, which no longer lists it.
    const removed = await post(rosa, { collection: 'library', member: '0', nextUrl: '/library' });
    expect(removed.headers.location).toBe('/library');
    const after = await request(t.app).get('/library').set('Cookie', rosa.cookie);
    expect(after.text).not.toContain(`Remove ${title} from Library`);
    expect(after.text).toContain('Stories you add to your library show here.');
  });

  it('shows a large library 100 at a time with a Show more link (?show=) that works without JavaScript', async () => {
    const at = new Date();
    const ids: number[] = [];
    for (let i = 0; i < 105; i++) {
      const [id] = await t.db('stories').insert({
        user_id: F.WRITER_USER_ID,
        title: `Shelf filler ${i}`,
        description: 'A story to fill a big library.',
        published_part_count: 1,
        last_published_at: at,
        created_at: at,
        modified_at: at,
      });
      ids.push(Number(id));
    }
    await t.db('library_stories').insert(
      ids.map((story_id, i) => ({
        user_id: F.USERS.sam.id,
        story_id,
        added_at: new Date(at.getTime() - i * 1000),
      })),
    );
    const sam = await t.login(F.USERS.sam.id);
    const first = await request(t.app).get('/library').set('Cookie', sam.cookie).expect(200);
    expect(first.text).toContain('Showing the first 100.');
    expect(first.text).toContain('id="library-story-99"');
    expect(first.text).not.toContain('id="library-story-100"');
    expect(first.text).toContain('href="/library?show=200#library-story-100"');

    const all = await request(t.app).get('/library?show=200').set('Cookie', sam.cookie).expect(200);
    expect(all.text).toContain('id="library-story-104"');
    expect(all.text).not.toContain('Showing the first');
    expect(all.text).not.toContain('/library?show=300');
    // A Remove form comes back to the same page, all 200 shown.
    expect(all.text).toMatch(/name="nextUrl" value="\/library\?show=200"/);
    const removed = await request(t.app)
      .post(`/story/${ids[0]}/lists`)
      .set('Cookie', sam.cookie)
      .type('form')
      .send({ _csrf: sam.csrfToken, collection: 'library', member: '0', nextUrl: '/library?show=200' });
    expect(removed.headers.location).toBe('/library?show=200');
  });

  it('shows any list to anyone, with Remove forms only for its owner; an unknown list is a 404', async () => {
    await post(rosa, { name: 'Shelf' });
    const shelf = (await listsOf(F.READER_USER_ID)).find((l) => l.name === 'Shelf');
    const listPath = `/list/${shelf?.id}`;
    const own = await request(t.app).get(listPath).set('Cookie', rosa.cookie);
    expect(own.status).toBe(200);
    expect(own.text).toContain(title);
    expect(own.text).toContain(`aria-label="Remove ${title} from Shelf"`);
    for (const viewer of [
      request(t.app).get(listPath),
      request(t.app).get(listPath).set('Cookie', ava.cookie),
    ]) {
      const other = await viewer;
      expect(other.status).toBe(200);
      expect(other.text).toContain(title);
      expect(other.text).not.toContain('Remove ');
    }
    expect((await request(t.app).get('/list/999999')).status).toBe(404);
    // The profile links the list to its page.
    const profile = await request(t.app).get(`/user/${F.READER_USERNAME}`);
    expect(profile.text).toContain(`href="${listPath}"`);
  });
});
