/**
 * Mature stories by the reader's content setting (issue 24 #10): one listing rule (the visibility
 * policy's `hidesMature`) on home, tag pages and search — hidden for `includeMature: false` and for
 * visitors, shown for `includeMature: true`.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

let t: TestApp;
let rosa: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  rosa = await t.login(F.READER_USER_ID);
}, 30_000);
afterAll(async () => {
  await t.close();
});

/** Sets the reader's "include mature" content setting through the API, as the settings panel does. */
async function includeMature(on: boolean): Promise<void> {
  const res = await request(t.app)
    .put(`/v5/users/${F.READER_USERNAME}/content-settings/include-mature`)
    .set('Cookie', rosa.cookie)
    .set('x-csrf-token', rosa.csrfToken)
    .send({ includeMature: on });
  expect(res.status).toBeLessThan(300);
}

const ids = (body: { stories: { id: string }[] }): string[] => body.stories.map((s) => s.id);
const mature = String(F.MATURE_STORY_ID);
const asRosa = (path: string) => request(t.app).get(path).set('Cookie', rosa.cookie);

describe('mature stories in listings follow the reader’s content setting', () => {
  it('hides them on the tag page and in search for includeMature false', async () => {
    await includeMature(false);
    expect(ids((await asRosa('/v4/tags/horror/stories')).body)).not.toContain(mature);
    expect(ids((await asRosa('/v4/search/stories?query=Crimson')).body)).not.toContain(mature);
    // The tag page as a page (SSR) lists no mature card either.
    const page = await asRosa('/stories/horror');
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('Crimson Hours');
  });

  it('shows them for includeMature true, and search’s own "hide mature" still hides them', async () => {
    await includeMature(true);
    expect(ids((await asRosa('/v4/tags/horror/stories')).body)).toContain(mature);
    expect(ids((await asRosa('/v4/search/stories?query=Crimson')).body)).toContain(mature);
    expect(ids((await asRosa('/v4/search/stories?query=Crimson&mature=false')).body)).not.toContain(mature);
    const page = await asRosa('/stories/horror');
    expect(page.text).toContain('Crimson Hours');
  });

  it('hides them from visitors, as the home feed does', async () => {
    expect(ids((await request(t.app).get('/v4/tags/horror/stories')).body)).not.toContain(mature);
    expect(ids((await request(t.app).get('/v4/search/stories?query=Crimson')).body)).not.toContain(mature);
  });
});
