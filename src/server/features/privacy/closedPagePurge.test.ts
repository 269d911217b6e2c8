import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { text } from '../../test/html';
import { createTestApp, type TestApp } from '../../test/testApp';

jest.setTimeout(60_000);

describe('a closed account’s pages leave visitors’ caches at once (issue 25 §10)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  /** A visitor's load without any cookie (one fixed Host): the kind the page cache serves. */
  const visit = (path: string) => request(t.app).get(path).set('Host', 'localhost');

  it('a visitor’s next load of the profile and a story shows them gone', async () => {
    const profile = `/user/${F.WRITER_USERNAME}`;
    const story = String((await visit(`/story/${F.LONG_STORY_ID}`)).headers.location);
    expect(story).toMatch(new RegExp(`^/story/${F.LONG_STORY_ID}`));
    for (let i = 0; i < 2; i++) {
      // Loaded twice: the second answer comes from the page cache.
      expect((await visit(profile)).status).toBe(200);
      const page = await visit(story);
      expect(page.status).toBe(200);
      expect(text(page.text)).toContain(F.LONG_STORY_TITLE);
    }

    const s = await t.login(F.WRITER_USER_ID);
    await request(t.app)
      .post('/close-account')
      .set('Cookie', s.cookie)
      .type('form')
      .send({ _csrf: s.csrfToken, password: F.DEMO_PASSWORD })
      .expect(303);

    expect((await visit(profile)).status).toBe(404);
    const gone = await visit(story);
    expect(gone.status).toBe(404);
    expect(text(gone.text)).not.toContain(F.LONG_STORY_TITLE);
  });
});
