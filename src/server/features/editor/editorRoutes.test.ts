/**
 * The part editor's API (issue 28 #2): only the story's owner edits, adds, reorders or deletes
 * parts; text is sanitised and stored as paragraphs whose ids survive edits of their neighbours.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { parseParagraphs } from '../../../shared/common/paragraphs';
import { EDITOR_MESSAGES as M } from '../../../shared/editor/messages';
import { MAX_PART_HTML } from '../../../shared/editor/validation';
import { asSession as as, expectApiError, NOT_LOGGED_IN } from '../../test/apiAssertions';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

let t: TestApp;
let ava: TestSession;
let bram: TestSession;
let dev: TestSession;
let rosa: TestSession;
let admin: TestSession;
let visitor: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  ava = await t.login(F.WRITER_USER_ID);
  bram = await t.login(F.USERS.bram.id);
  dev = await t.login(F.USERS.dev.id);
  rosa = await t.login(F.READER_USER_ID);
  admin = await t.login(F.ADMIN_USER_ID);
  visitor = await t.visitor();
}, 30_000);
afterAll(() => t.close());

const LONG_PART = F.LONG_STORY_PART_IDS[2];
const save = (s: TestSession, partId: number, body: Record<string, unknown>) =>
  as(s, request(t.app).put(`/v4/parts/${partId}/text`)).send(body);
const storytext = async (partId: number) =>
  (await request(t.app).get(`/apiv2/storytext?id=${partId}&output=json`)).body as {
    text: string;
    text_hash: string;
  };

describe('who may edit', () => {
  it('the owner loads the part with the story and its parts in order', async () => {
    const res = await as(ava, request(t.app).get(`/v4/parts/${LONG_PART}/editor`));
    expect(res.status).toBe(200);
    expect(res.body.part).toMatchObject({ id: LONG_PART, storyId: F.LONG_STORY_ID, status: 'published' });
    expect(res.body.part.text).toMatch(/^<p data-p-id="[0-9a-f]{32}">/);
    expect(res.body.story.parts.map((p: { id: number }) => p.id)).toEqual(F.LONG_STORY_PART_IDS);
  });

  it('a visitor is asked to log in (401), anyone else — admins too — is refused (403)', async () => {
    const url = `/v4/parts/${LONG_PART}`;
    expectApiError(await as(visitor, request(t.app).get(`${url}/editor`)), 401, 1018, NOT_LOGGED_IN);
    for (const s of [rosa, bram, admin]) {
      expectApiError(await as(s, request(t.app).get(`${url}/editor`)), 403, 1154, M.notYours);
      expectApiError(await save(s, LONG_PART, { text: '<p>Mine now</p>' }), 403, 1154, M.notYours);
      expectApiError(await as(s, request(t.app).delete(url)), 403, 1154, M.notYours);
      expectApiError(
        await as(s, request(t.app).post(`/v4/stories/${F.LONG_STORY_ID}/parts`)).send({}),
        403,
        1154,
        M.notYours,
      );
      expectApiError(
        await as(s, request(t.app).put(`/v4/stories/${F.LONG_STORY_ID}/parts/order`)).send({
          parts: [...F.LONG_STORY_PART_IDS].reverse(),
        }),
        403,
        1154,
        M.notYours,
      );
    }
    expectApiError(await save(visitor, LONG_PART, { text: '<p>x</p>' }), 401, 1018, NOT_LOGGED_IN);
    expect((await storytext(LONG_PART)).text).not.toContain('Mine now');
  });

  it('an unknown part is not found', async () => {
    expectApiError(await as(ava, request(t.app).get('/v4/parts/999999/editor')), 400, 1020, 'Part not found');
    expectApiError(await save(ava, 999999, { text: '<p>x</p>' }), 400, 1020, 'Part not found');
  });
});

describe('PUT /v4/parts/{partId}/text', () => {
  it('stores paragraphs, the title, word count and hash; the reading side shows them', async () => {
    const res = await save(ava, LONG_PART, {
      title: '  A new title ',
      text: '<p>One <strong>two</strong> three.</p><p style="text-align: center">Four <em>five</em></p><p><u>Six</u></p>',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: LONG_PART,
      title: 'A new title',
      wordCount: 6,
      paragraphs: expect.any(Array),
    });
    const stored = parseParagraphs(res.body.text);
    expect(stored.map((p) => p.html)).toEqual([
      'One <b>two</b> three.',
      '<span style="text-align:center">Four <i>five</i></span>',
      '<u>Six</u>',
    ]);
    const read = await storytext(LONG_PART);
    expect(read.text).toBe(res.body.text);
    expect(read.text_hash).toBe(res.body.text_hash);
    const part = await request(t.app).get(`/v4/parts/${LONG_PART}`);
    expect(part.body).toMatchObject({ title: 'A new title', wordCount: 6 });
  });

  it('drops scripts, event handlers, javascript: links, unmarked iframes and non-http images', async () => {
    const res = await save(ava, LONG_PART, {
      text:
        '<p>Safe<script>alert(1)</script></p>' +
        '<p onclick="alert(2)"><b onmouseover="alert(3)">bold</b><a href="javascript:alert(4)">link</a></p>' +
        '<p><img src="javascript:alert(5)"><img src="https://img.example/a.png" onerror="alert(6)"></p>' +
        '<p><iframe src="https://www.youtube.com/embed/abc123"></iframe>' +
        '<iframe src="https://evil.example/x" data-media-type="video"></iframe>' +
        '<iframe src="https://www.youtube.com/embed/abc123" data-media-type="video" onload="alert(7)"></iframe></p>' +
        '<style>p{}</style><p style="color:red;text-align:right">red</p>',
    });
    expect(res.status).toBe(200);
    const html: string = res.body.text;
    expect(html).not.toMatch(/script|alert|javascript|onclick|onerror|onload|onmouseover|evil|color/i);
    expect(parseParagraphs(html).map((p) => p.html)).toEqual([
      'Safe',
      '<b>bold</b>link',
      '<img src="https://img.example/a.png" />',
      '<iframe src="https://www.youtube.com/embed/abc123" data-media-type="video"></iframe>',
      '<span style="text-align:right">red</span>',
    ]);
  });

  it('keeps the ids of paragraphs around an edited one', async () => {
    const first = await save(ava, LONG_PART, { text: '<p>Alpha.</p><p>Beta.</p><p>Gamma.</p>' });
    const [a, , c] = first.body.paragraphs as string[];
    const second = await save(ava, LONG_PART, {
      text: '<p>Alpha.</p><p>Beta, rewritten.</p><p>Gamma.</p><p>Delta.</p>',
    });
    expect(second.body.paragraphs[0]).toBe(a);
    expect(second.body.paragraphs[2]).toBe(c);
    expect(second.body.paragraphs[1]).not.toBe(first.body.paragraphs[1]);
  });

  it('keeps seeded ids when the editor writes the same paragraphs differently', async () => {
    const before = parseParagraphs((await storytext(F.SCRIPT_PART_ID)).text);
    // The editor gives quotes and apostrophes raw and entities as it likes.
    const editorHtml = before
      .map((p, i) => `<p>${i === 1 ? 'Changed.' : p.html.replace(/&#39;/g, "'").replace(/&quot;/g, '"')}</p>`)
      .join('');
    const res = await save(dev, F.SCRIPT_PART_ID, { text: editorHtml });
    expect(res.status).toBe(200);
    const after = parseParagraphs(res.body.text);
    expect(after.map((p) => p.id)).toEqual(before.map((p, i) => (i === 1 ? after[1].id : p.id)));
    expect(after[0].html).toBe(F.SCRIPT_PART_FIRST_HTML);
  });

  it('refuses bad input with clear texts (never a 5xx)', async () => {
    expectApiError(await save(ava, LONG_PART, {}), 400, 1006, 'text');
    expectApiError(await save(ava, LONG_PART, { text: 42 }), 400, 1005, M.textMissing);
    expectApiError(
      await save(ava, LONG_PART, { text: `<p>${'x'.repeat(MAX_PART_HTML)}</p>` }),
      400,
      1005,
      'This part is too long to save',
    );
    expectApiError(
      await save(ava, LONG_PART, { title: 'x'.repeat(256), text: '<p>x</p>' }),
      400,
      1005,
      'at most 255',
    );
  });
});

describe('parts: create, reorder, delete', () => {
  const ONGOING = F.ONGOING_STORY_ID;
  const storyRow = () =>
    t.db('stories').where({ id: ONGOING }).first('published_part_count', 'first_part_id') as Promise<{
      published_part_count: number;
      first_part_id: number;
    }>;

  it('creates an empty draft part at the end', async () => {
    const res = await as(bram, request(t.app).post(`/v4/stories/${ONGOING}/parts`)).send({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: expect.any(Number), title: M.untitledPart });
    expect(res.body.url).toBe(`/myworks/${ONGOING}/write/${res.body.id}`);
    const doc = await as(bram, request(t.app).get(`/v4/parts/${res.body.id}/editor`));
    const parts = doc.body.story.parts as Array<{ id: number; status: string }>;
    expect(parts[parts.length - 1]).toMatchObject({ id: res.body.id, status: 'draft' });
    expect(doc.body.part.text).toBe('');
  });

  it('reorders every part; a list that is not every part once is refused', async () => {
    const doc = await as(bram, request(t.app).get(`/v4/parts/${F.ONGOING_STORY_PART_IDS[0]}/editor`));
    const ids = (doc.body.story.parts as Array<{ id: number }>).map((p) => p.id);
    const order = [ids[1], ids[0], ...ids.slice(2)];
    const res = await as(bram, request(t.app).put(`/v4/stories/${ONGOING}/parts/order`)).send({
      parts: order,
    });
    expect(res.status).toBe(200);
    expect(res.body.parts.map((p: { id: number }) => p.id)).toEqual(order);
    expect((await storyRow()).first_part_id).toBe(ids[1]);
    const bad = await as(bram, request(t.app).put(`/v4/stories/${ONGOING}/parts/order`)).send({
      parts: order.slice(1),
    });
    expectApiError(bad, 400, 1005, M.orderMismatch);
    const dup = await as(bram, request(t.app).put(`/v4/stories/${ONGOING}/parts/order`)).send({
      parts: [order[0], ...order.slice(0, -1)],
    });
    expectApiError(dup, 400, 1005, M.orderMismatch);
  });

  it('soft-deletes a part: Deleted status, the story counts follow, no more edits', async () => {
    const before = await storyRow();
    const partId = F.ONGOING_STORY_PART_IDS[2];
    const res = await as(bram, request(t.app).delete(`/v4/parts/${partId}`));
    expect(res.status).toBe(200);
    expect(res.body.parts.find((p: { id: number }) => p.id === partId)).toMatchObject({ status: 'deleted' });
    expect((await storyRow()).published_part_count).toBe(before.published_part_count - 1);
    expectApiError(await save(bram, partId, { text: '<p>Back?</p>' }), 400, 1005, M.deletedPart);
    const story = await request(t.app).get(`/api/v3/stories/${ONGOING}?fields=parts(id,deleted)`);
    const seen = (story.body.parts as Array<{ id: number | string; deleted: boolean }>).find(
      (p) => Number(p.id) === partId,
    );
    expect(seen === undefined || seen.deleted).toBe(true);
  });
});
