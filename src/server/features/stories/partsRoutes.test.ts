import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Express } from 'express';
import { unzipSync, strFromU8 } from 'fflate';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { TEST_ORIGIN } from '../../test/serviceContext';
import { createTestApp, type TestApp } from '../../test/testApp';

const PART_NOT_FOUND = {
  result: 'ERROR',
  error_type: 'NotFound',
  error_code: 1020,
  message: 'Part not found',
  code: 1020,
};
const PARAGRAPH = /^<p data-p-id="[0-9a-f]{32}">[\s\S]*<\/p>$/;

let t: TestApp;
let app: Express;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: TEST_ORIGIN } });
  app = t.app;
});
afterAll(async () => {
  await t.close();
});

/** The session cookie of a seeded user signed in. */
const cookieOf = async (userId: number): Promise<string> => (await t.login(userId)).cookie;

describe('GET /v4/parts/:id and /api/v3/story_parts/:id', () => {
  it('returns a part with its story as group', async () => {
    const id = F.LONG_STORY_PART_IDS[1];
    const res = await request(app).get(`/v4/parts/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      groupId: String(F.LONG_STORY_ID),
      text_url: { text: `${TEST_ORIGIN}/apiv2/storytext?id=${id}` },
      draft: false,
      deleted: false,
      group: { id: String(F.LONG_STORY_ID), title: F.LONG_STORY_TITLE, numParts: 50 },
    });
    expect(res.body.url).toMatch(new RegExp(`^${TEST_ORIGIN}/${id}-the-salt-queen-`));
    expect(res.body.wordCount).toBeGreaterThan(0);
    const v3 = await request(app).get(`/api/v3/story_parts/${id}/`);
    expect(v3.status).toBe(200);
    expect(v3.body).toEqual(res.body);
  });

  it('selects from the group with fields=group(id,title)', async () => {
    const id = F.SCRIPT_PART_ID;
    const res = await request(app).get(`/v4/parts/${id}?fields=id,title,groupId,group(id,title)`);
    expect(res.body).toEqual({
      id,
      title: 'Chapter 1: Escapes',
      groupId: String(F.SCRIPT_STORY_ID),
      group: { id: String(F.SCRIPT_STORY_ID), title: F.SCRIPT_STORY_TITLE },
    });
  });

  it('hides drafts, deleted parts and parts of hidden stories from visitors', async () => {
    const hidden = [
      F.ONGOING_DRAFT_PART_ID,
      F.ONGOING_DELETED_PART_ID,
      F.ONGOING_SCHEDULED_PART_ID,
      F.TINY_STORIES.deleted.partIds[0],
      F.TINY_STORIES.draft.partIds[0],
      999999,
    ];
    for (const id of hidden) {
      const res = await request(app).get(`/v4/parts/${id}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(PART_NOT_FOUND);
    }
    const bad = await request(app).get('/api/v3/story_parts/abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(PART_NOT_FOUND);
  });

  it('shows the owner their draft and deleted parts', async () => {
    const owner = F.USERS.bram.id;
    const draft = await request(app)
      .get(`/v4/parts/${F.ONGOING_DRAFT_PART_ID}`)
      .set('Cookie', await cookieOf(owner));
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ draft: true, deleted: false });
    const deleted = await request(app)
      .get(`/v4/parts/${F.ONGOING_DELETED_PART_ID}`)
      .set('Cookie', await cookieOf(owner));
    expect(deleted.body.deleted).toBe(true);
  });
});

describe('GET /apiv2/storytext', () => {
  it('returns the part HTML with data-p-id paragraphs', async () => {
    const res = await request(app).get(`/apiv2/storytext?id=${F.LONG_STORY_PART_IDS[0]}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const lines = res.text.split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line).toMatch(PARAGRAPH);
  });

  it('keeps </script> escaped and U+2028 intact', async () => {
    const res = await request(app).get(`/apiv2/storytext?id=${F.SCRIPT_PART_ID}`);
    expect(res.text).toContain(F.SCRIPT_PART_FIRST_HTML);
    expect(res.text).not.toMatch(/<\/?script/i);
    expect(res.text).toContain('\u2028');
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('gives {text, text_hash} with output=json', async () => {
    const res = await request(app).get(`/apiv2/storytext/?id=${F.SCRIPT_PART_ID}&output=json`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['text', 'text_hash']);
    expect(res.body.text_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(res.body.text).toContain(F.SCRIPT_PART_FIRST_HTML);
  });

  it('answers /apiv2/?m=storytext exactly like /apiv2/storytext', async () => {
    const id = F.LONG_STORY_PART_IDS[3];
    const a = await request(app).get(`/apiv2/storytext?id=${id}`);
    const b = await request(app).get(`/apiv2/?m=storytext&id=${id}`);
    expect(b.status).toBe(200);
    expect(b.text).toBe(a.text);
    expect(b.headers['content-type']).toBe(a.headers['content-type']);
  });

  it('zips a story: one entry per readable part, named by part id', async () => {
    const res = await request(app)
      .get(`/apiv2/storytext?group_id=${F.ONGOING_STORY_ID}&output=zip`)
      .responseType('blob');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const visible = F.ONGOING_STORY_PART_IDS.slice(0, 3).concat(F.ONGOING_NEW_PART_ID);
    expect(Object.keys(files).sort()).toEqual(visible.map(String).sort());
    const single = await request(app).get(`/apiv2/storytext?id=${visible[0]}`);
    expect(strFromU8(files[String(visible[0])])).toBe(single.text);
  });

  it('leaves locked paid parts out of the zip and refuses their text', async () => {
    const [free, , , paid] = F.PAID_STORY_PART_IDS;
    const zip = await request(app)
      .get(`/apiv2/storytext?group_id=${F.PAID_STORY_ID}&output=zip`)
      .responseType('blob');
    expect(Object.keys(unzipSync(new Uint8Array(zip.body as Buffer))).sort()).toEqual(
      F.PAID_STORY_PART_IDS.slice(0, 3).map(String).sort(),
    );
    expect((await request(app).get(`/apiv2/storytext?id=${free}`)).status).toBe(200);
    for (const output of ['html', 'json']) {
      const res = await request(app).get(`/apiv2/storytext?id=${paid}&output=${output}`);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ result: 'ERROR', code: 1154, error_code: 1154 });
      expect(res.text).not.toContain('data-p-id');
    }
    const owner = await request(app)
      .get(`/apiv2/storytext?id=${paid}`)
      .set('Cookie', await cookieOf(F.USERS.bram.id));
    expect(owner.status).toBe(200);
  });

  it('rejects bad requests with the legacy codes', async () => {
    const missing = await request(app).get('/apiv2/storytext');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ result: 'ERROR', code: 1006 });
    const output = await request(app).get(`/apiv2/storytext?id=${F.SCRIPT_PART_ID}&output=pdf`);
    expect(output.status).toBe(400);
    expect(output.body).toMatchObject({ code: 463 });
    const noParts = await request(app).get(`/apiv2/storytext?group_id=${F.DRAFT_STORY_ID}&output=zip`);
    expect(noParts.status).toBe(400);
    expect(noParts.body.code).toBe(1017);
    const hiddenPart = await request(app).get(`/apiv2/storytext?id=${F.ONGOING_DRAFT_PART_ID}`);
    expect(hiddenPart.body).toEqual(PART_NOT_FOUND);
    const abc = await request(app).get('/apiv2/storytext?id=abc');
    expect(abc.status).toBe(400);
    expect(abc.body.code).toBe(1020);
  });
});
