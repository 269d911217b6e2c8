import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { COMMENTS_MESSAGES as M } from '../../../shared/comments/messages';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

let t: TestApp;
let rosa: TestSession;
let ava: TestSession;
let sam: TestSession;
let visitor: TestSession;
const partId = F.LONG_STORY_PART_IDS[7];
let back = ''; // the part's canonical path, as the page's forms carry it

beforeAll(async () => {
  t = await createTestApp();
  rosa = await t.login(F.READER_USER_ID);
  ava = await t.login(F.WRITER_USER_ID); // owns the long story
  sam = await t.login(F.USERS.sam.id); // email not verified
  visitor = await t.visitor();
  back = (await request(t.app).get(`/${partId}`)).headers.location;
  expect(back).toMatch(new RegExp(`^/${partId}-`));
});
afterAll(async () => {
  await t.close();
});

const form = (s: TestSession, path: string, fields: Record<string, string>) =>
  request(t.app)
    .post(path)
    .set('Cookie', s.cookie)
    .type('form')
    .send({ _csrf: s.csrfToken, back, ...fields });
const post = (s: TestSession, text: string, namespace = 'parts', resourceId = String(partId)) =>
  form(s, '/comments', { namespace, resourceId, text });
const commentRow = (text: string) => t.db('comments').where({ text }).first();

describe('the comment forms without JavaScript', () => {
  it('posts a comment and comes back to it on the part, which lists it', async () => {
    const res = await post(rosa, 'Posted <b>without</b> JavaScript');
    expect(res.status).toBe(303);
    const row = await commentRow('Posted <b>without</b> JavaScript');
    expect(res.headers.location).toBe(
      `/${partId}-${res.headers.location.split('-').slice(1).join('-').split('#')[0]}#comment-${row.id}`,
    );
    const page = await request(t.app).get(res.headers.location.split('#')[0]).set('Cookie', rosa.cookie);
    expect(page.text).toContain('Posted &lt;b&gt;without&lt;/b&gt; JavaScript');
    expect(page.text).toContain(`id="comment-${row.id}"`);
  });

  it('posts a reply and shows its thread', async () => {
    await post(rosa, 'A comment to answer');
    const parent = await commentRow('A comment to answer');
    const res = await post(ava, 'The writer answers', 'comments', String(parent.id));
    expect(res.status).toBe(303);
    const reply = await commentRow('The writer answers');
    expect(res.headers.location).toMatch(new RegExp(`\\?commentId=${reply.id}#comment-${reply.id}$`));
    const page = await request(t.app).get(res.headers.location.split('#')[0]).set('Cookie', ava.cookie);
    expect(page.text).toContain(M.returnToAll);
    expect(page.text).toContain('A comment to answer');
    expect(page.text).toContain('The writer answers');
  });

  it('shows the page again with the text and "Comment failed to post" when refused', async () => {
    await post(rosa, 'Said twice');
    const res = await post(rosa, 'Said twice');
    expect(res.status).toBe(409);
    expect(res.text).toContain(M.postFailed);
    expect(res.text).toContain(M.duplicate);
    expect(res.text).toMatch(/<textarea[^>]*>Said twice<\/textarea>/);
    const unverified = await post(sam, 'Not verified yet');
    expect(unverified.status).toBe(403);
    expect(unverified.text).toContain(M.postFailed);
    expect(await commentRow('Not verified yet')).toBeUndefined();
  });

  it('likes and unlikes, back at the comment', async () => {
    await post(ava, 'Like me');
    const row = await commentRow('Like me');
    const liked = await form(rosa, `/comments/${row.id}/like`, { like: '1' });
    expect(liked.status).toBe(303);
    expect(liked.headers.location).toBe(`${back}#comment-${row.id}`);
    expect(await t.db('comment_likes').where({ comment_id: row.id }).count({ n: '*' }).first()).toMatchObject(
      { n: 1 },
    );
    const unliked = await form(rosa, `/comments/${row.id}/like`, { like: '0' });
    expect(unliked.status).toBe(303);
    expect(await t.db('comment_likes').where({ comment_id: row.id }).count({ n: '*' }).first()).toMatchObject(
      { n: 0 },
    );
  });

  it('lets the story owner delete a reader’s comment, and refuses another reader with the toast', async () => {
    await post(rosa, 'Delete me please');
    const row = await commentRow('Delete me please');
    const refused = await form(sam, `/comments/${row.id}/delete`, {});
    expect(refused.status).toBe(403);
    expect(refused.text).toContain(M.deleteFailed);
    expect(await commentRow('Delete me please')).toBeDefined();
    const res = await form(ava, `/comments/${row.id}/delete`, {});
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${back}#comments`);
    expect(await commentRow('Delete me please')).toBeUndefined();
  });

  it('sends a visitor to log in and back; refuses a post without the token', async () => {
    const anon = await post(visitor, 'Anonymous words');
    expect(anon.status).toBe(303);
    expect(anon.headers.location).toBe(`/login?nextUrl=${encodeURIComponent(back)}`);
    const forged = await request(t.app)
      .post('/comments')
      .set('Cookie', rosa.cookie)
      .type('form')
      .send({ namespace: 'parts', resourceId: String(partId), text: 'Forged', back });
    expect(forged.status).toBe(403);
    expect(await commentRow('Forged')).toBeUndefined();
    expect(await commentRow('Anonymous words')).toBeUndefined();
  });
});
