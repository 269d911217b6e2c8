/**
 * Bad input on the story, part and story-text APIs through the real app (sessions, CSRF and the
 * app-wide legacy error handler): a 4xx with the legacy JSON body (API-COMPAT.md "Errors"), never
 * a 500, never the text.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { expectApiError } from '../../test/apiAssertions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 30_000); // migrating a MariaDB test database can take a while on a busy machine
afterAll(async () => {
  await t.close();
});

function expectError(res: request.Response, status: number, code: number, message: string): void {
  expectApiError(res, status, code, message);
  expect(res.text).not.toContain('data-p-id');
}

const MALFORMED_IDS = ['abc', '0', '-1', '1.5', '1e3', '99999999999999999999999'];
const PART = F.LONG_STORY_PART_IDS[0];

describe('GET /api/v3/stories/{id}', () => {
  it.each(MALFORMED_IDS)('answers id %s with 400 Story not found (1017), not cached', async (id) => {
    const res = await request(t.app).get(`/api/v3/stories/${id}`);
    expectError(res, 400, 1017, 'Story not found');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ignores a malformed fields= list instead of failing (API-COMPAT: never an error)', async () => {
    for (const fields of ['(((', ')', 'parts(id', ',,,']) {
      const res = await request(t.app).get(
        `/api/v3/stories/${F.LONG_STORY_ID}?fields=${encodeURIComponent(fields)}`,
      );
      expect(res.status).toBe(200);
    }
  });
});

describe('GET /v4/parts/{id} and /api/v3/story_parts/{id}', () => {
  it.each(MALFORMED_IDS)('answers id %s with 400 Part not found (1020) on both paths', async (id) => {
    for (const path of [`/v4/parts/${id}`, `/api/v3/story_parts/${id}`, `/v4/parts/${id}/`]) {
      expectError(await request(t.app).get(path), 400, 1020, 'Part not found');
    }
  });
});

describe('GET /apiv2/storytext', () => {
  it('answers a missing or empty id with 400 Parameter missing: id (1006), in both call forms', async () => {
    for (const path of [
      '/apiv2/storytext',
      '/apiv2/storytext?id=',
      '/apiv2/storytext?id=%20',
      '/apiv2/?m=storytext',
    ]) {
      expectError(await request(t.app).get(path), 400, 1006, 'Parameter missing: id');
    }
  });

  it('answers an unknown output format with 400 Invalid output format (463)', async () => {
    for (const output of ['pdf', 'xml', 'zipp']) {
      const res = await request(t.app).get(`/apiv2/storytext?id=${PART}&output=${output}`);
      expectError(res, 400, 463, 'Invalid output format');
    }
    // A whole story comes only as a zip.
    for (const output of ['json', 'html', 'text']) {
      const res = await request(t.app).get(`/apiv2/storytext?group_id=${F.LONG_STORY_ID}&output=${output}`);
      expectError(res, 400, 463, 'Invalid output format');
    }
  });

  it.each(MALFORMED_IDS)('answers part id %s with 400 Part not found (1020)', async (id) => {
    expectError(await request(t.app).get(`/apiv2/storytext?id=${id}`), 400, 1020, 'Part not found');
    expectError(
      await request(t.app).get(`/apiv2/?m=storytext&id=${id}&output=json`),
      400,
      1020,
      'Part not found',
    );
  });

  it('answers a malformed or unknown group_id with 400 Story not found (1017)', async () => {
    for (const id of ['abc', '0', '-1', '999999']) {
      const res = await request(t.app).get(`/apiv2/storytext?group_id=${id}&output=zip`);
      expectError(res, 400, 1017, 'Story not found');
    }
  });
});
