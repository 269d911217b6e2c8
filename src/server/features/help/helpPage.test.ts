import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { helpCentreUrl } from '../../../shared/help/routes';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('help centre links (reading-discovery §2 Story restricted, §9 help languages)', () => {
  it('links the help centre of the viewer language, language 1 for any other', () => {
    expect(helpCentreUrl(undefined)).toBe('/help/1');
    for (const id of [1, 2, 3, 4, 5, 6, 18, 20, 23]) expect(helpCentreUrl(id)).toBe(`/help/${id}`);
    expect(helpCentreUrl(7)).toBe('/help/1');
    expect(helpCentreUrl(19)).toBe('/help/1');
  });

  it('shows the help link on the Story restricted page and serves the help page (JavaScript off)', async () => {
    const part = F.TINY_STORIES.mature.partIds[0];
    const restricted = await request(t.app).get(`/${part}`).redirects(1);
    expect(restricted.text).toContain('Story restricted');
    expect(restricted.text).toContain('href="/help/1"');
    const help = await request(t.app).get('/help/1');
    expect(help.status).toBe(200);
    expect(help.text).toContain('<h1>Help Center</h1>');
    expect((await request(t.app).get('/help')).status).toBe(200);
  });
});
