/** The editor page and its forms without JavaScript (issue 28 #2). */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { parseParagraphs } from '../../../shared/common/paragraphs';
import { EDITOR_MESSAGES as M } from '../../../shared/editor/messages';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

let t: TestApp;
let bram: TestSession;
let rosa: TestSession;
let visitor: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  bram = await t.login(F.USERS.bram.id);
  rosa = await t.login(F.READER_USER_ID);
  visitor = await t.visitor();
}, 30_000);
afterAll(() => t.close());

const STORY = F.ONGOING_STORY_ID;
const [P1, P2, P3] = F.ONGOING_STORY_PART_IDS;
const page = (partId: number) => `/myworks/${STORY}/write/${partId}`;
const get = (s: TestSession, path: string) => request(t.app).get(path).set('Cookie', s.cookie);
const post = (s: TestSession, path: string, fields: Record<string, string>) =>
  request(t.app)
    .post(path)
    .set('Cookie', s.cookie)
    .type('form')
    .send({ ...fields, _csrf: s.csrfToken });
const storytext = async (partId: number) =>
  (await request(t.app).get(`/apiv2/storytext?id=${partId}&output=json`)).body.text as string;
const order = async () =>
  (await t.db('parts').where({ story_id: STORY }).orderBy('position').pluck('id')).map(Number);

describe('the editor page', () => {
  it('sends a visitor to log in and back', async () => {
    const res = await request(t.app).get(page(P1));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/login?nextUrl=${encodeURIComponent(page(P1))}`);
  });

  it('shows the owner the parts list and the plain form with the text', async () => {
    const res = await get(bram, page(P1));
    expect(res.status).toBe(200);
    expect(res.text).toContain(`action="${page(P1)}"`);
    expect(res.text).toMatch(/<textarea[^>]*name="text"/);
    expect(res.text).toContain('name="_csrf"');
    expect(res.text).toContain(M.newPart);
    for (const id of F.ONGOING_STORY_PART_IDS) expect(res.text).toContain(`data-part-id="${id}"`);
    expect(res.text).toContain(M.status.deleted);
    expect(res.text).toContain(M.status.scheduled);
  });

  it('refuses anyone else (403) and an unknown part (404)', async () => {
    expect((await get(rosa, page(P1))).status).toBe(403);
    expect((await get(bram, `/myworks/${STORY}/write/999999`)).status).toBe(404);
  });
});

describe('the forms', () => {
  it('saves the textarea: paragraphs split on blank lines, text escaped', async () => {
    const res = await post(bram, page(P2), {
      action: 'save',
      title: 'Plain title',
      text: 'First <b>line</b> & more\nsame paragraph\n\n\nSecond paragraph.',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${page(P2)}?saved=1`);
    expect(parseParagraphs(await storytext(P2)).map((p) => p.html)).toEqual([
      'First &lt;b&gt;line&lt;/b&gt; &amp; more<br />same paragraph',
      'Second paragraph.',
    ]);
    const shown = await get(bram, `${page(P2)}?saved=1`);
    expect(shown.text).toContain(M.savedNotice);
    expect(shown.text).toContain('Plain title');
  });

  it('keeps the ids (and formatting) of paragraphs the form left as they were', async () => {
    await request(t.app)
      .put(`/v4/parts/${P2}/text`)
      .set('Cookie', bram.cookie)
      .set('x-csrf-token', bram.csrfToken)
      .send({ text: '<p>Kept <b>bold</b>.</p><p>Edited.</p>' })
      .expect(200);
    const before = parseParagraphs(await storytext(P2));
    await post(bram, page(P2), { action: 'save', title: 'T', text: 'Kept bold.\n\nEdited again.' }).expect(
      303,
    );
    const after = parseParagraphs(await storytext(P2));
    expect(after[0]).toEqual(before[0]);
    expect(after[1].html).toBe('Edited again.');
  });

  it('keeps images and videos through the form: they show as [image: …] / [video: …] lines', async () => {
    const video = 'https://www.youtube.com/embed/abc123';
    await request(t.app)
      .put(`/v4/parts/${P2}/text`)
      .set('Cookie', bram.cookie)
      .set('x-csrf-token', bram.csrfToken)
      .send({
        text: `<p>Before.</p><p><img src="https://img.example/a.png?x=1&amp;y=2"></p><p><iframe src="${video}" data-media-type="video"></iframe></p>`,
      })
      .expect(200);
    const before = parseParagraphs(await storytext(P2));
    const form = await get(bram, page(P2));
    expect(form.text).toContain('[image: https://img.example/a.png?x=1&amp;y=2]');
    expect(form.text).toContain(`[video: ${video}]`);
    const text = `Before, edited.\n\n[image: https://img.example/a.png?x=1&y=2]\n\n[video: ${video}]\n\n[image: javascript:alert(1)]`;
    await post(bram, page(P2), { action: 'save', title: 'T', text }).expect(303);
    const after = parseParagraphs(await storytext(P2));
    expect(after.slice(1, 3)).toEqual(before.slice(1, 3));
    expect(after[3].html).toBe('[image: javascript:alert(1)]');
  });

  it('refuses a too-long title on the same page with the message and what was typed', async () => {
    const res = await post(bram, page(P2), { action: 'save', title: 'x'.repeat(300), text: 'Typed text' });
    expect(res.status).toBe(400);
    expect(res.text).toContain(M.titleTooLong(255));
    expect(res.text).toContain('Typed text');
  });

  it('moves, adds and deletes parts', async () => {
    const start = await order();
    await post(bram, page(P1), { action: 'down', part: String(start[0]) }).expect(303);
    expect((await order()).slice(0, 2)).toEqual([start[1], start[0]]);
    await post(bram, page(P1), { action: 'up', part: String(start[0]) }).expect(303);
    expect(await order()).toEqual(start);
    const added = await post(bram, page(P1), { action: 'new' });
    expect(added.status).toBe(303);
    const newId = (await order()).slice(-1)[0];
    expect(added.headers.location).toBe(page(newId));
    const confirm = await get(bram, `${page(P1)}?confirmDelete=${P3}`);
    expect(confirm.text).toContain(M.confirmDeleteButton);
    await post(bram, page(P1), { action: 'delete', part: String(P3) }).expect(303);
    const row = await t.db('parts').where({ id: P3 }).first('deleted_at');
    expect(row?.deleted_at).toBeTruthy();
  });

  it('sends a visitor to log in and refuses another user without changing anything', async () => {
    const res = await post(visitor, page(P1), { action: 'save', title: 'x', text: 'Mine' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/login\?nextUrl=/);
    const other = await post(rosa, page(P1), { action: 'save', title: 'x', text: 'Mine' });
    expect(other.status).toBe(403);
    expect(other.text).toContain(M.notYours);
    expect(await storytext(P1)).not.toContain('Mine');
  });
});
