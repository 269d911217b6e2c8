import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Express } from 'express';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import type { HomeSection } from '../../../shared/home/api';
import { contentSettingsMessages as cm } from '../../../shared/contentSettings/messages';
import { onboardingMessages as om } from '../../../shared/onboarding/messages';
import { BLOCKED_TAG_LIMIT, UNBLOCKABLE_TAGS } from '../../../shared/contentSettings/validation';
import { asSession as as } from '../../test/apiAssertions';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

let t: TestApp;
let app: Express;
let rosa: TestSession;
let ava: TestSession;
let visitor: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  rosa = await t.login(F.READER_USER_ID);
  ava = await t.login(F.WRITER_USER_ID);
  visitor = await t.visitor();
}, 30_000);
afterAll(async () => {
  await t.close();
});

const ROSA = F.READER_USERNAME;
const URL = `/v5/users/${ROSA}/content-settings`;
const putTags = (s: TestSession, blockedTags: unknown) =>
  as(s, request(app).put(`${URL}/blocked-tags`)).send({ blockedTags });

describe('GET /v5/users/{username}/content-settings', () => {
  it('answers the user their settings (defaults: no mature content, nothing blocked)', async () => {
    const res = await as(rosa, request(app).get(`${URL}/`)).expect(200);
    expect(res.body).toEqual({
      includeMature: false,
      blockedTags: [],
      tagLimit: BLOCKED_TAG_LIMIT,
      unblockableTags: [...UNBLOCKABLE_TAGS],
    });
  });

  it('refuses a visitor (401, 1018) and another user (403, 1154)', async () => {
    const anon = await request(app).get(URL).expect(401);
    expect(anon.body.error_code).toBe(1018);
    const other = await as(ava, request(app).get(URL)).expect(403);
    expect(other.body.error_code).toBe(1154);
  });
});

describe('PUT …/content-settings/include-mature', () => {
  it('stores the choice', async () => {
    await as(rosa, request(app).put(`${URL}/include-mature`))
      .send({ includeMature: true })
      .expect(200);
    const res = await as(rosa, request(app).get(URL)).expect(200);
    expect(res.body.includeMature).toBe(true);
    await as(rosa, request(app).put(`${URL}/include-mature`))
      .send({ includeMature: false })
      .expect(200);
  });

  it('refuses a non-boolean (400), a visitor (401), another user (403) and a missing CSRF token (403)', async () => {
    const bad = await as(rosa, request(app).put(`${URL}/include-mature`)).send({ includeMature: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(cm.badIncludeMature);
    const anon = await as(visitor, request(app).put(`${URL}/include-mature`)).send({ includeMature: true });
    expect(anon.status).toBe(401);
    expect(anon.body.error_code).toBe(1018);
    const other = await as(ava, request(app).put(`${URL}/include-mature`)).send({ includeMature: true });
    expect(other.status).toBe(403);
    const noCsrf = await request(app)
      .put(`${URL}/include-mature`)
      .set('Cookie', rosa.cookie)
      .send({ includeMature: true });
    expect(noCsrf.status).toBe(403);
  });
});

describe('PUT …/content-settings/blocked-tags', () => {
  it('replaces the list, in order', async () => {
    await putTags(rosa, ['horror', 'vampires']).expect(200);
    const res = await as(rosa, request(app).get(URL)).expect(200);
    expect(res.body.blockedTags).toEqual(['horror', 'vampires']);
    await putTags(rosa, []).expect(200);
  });

  it.each([
    [['Horror'], cm.badTag],
    [['two words'], cm.badTag],
    [['x', 'x'], cm.duplicateTag],
    [[UNBLOCKABLE_TAGS[0]], cm.unblockable],
    [Array.from({ length: BLOCKED_TAG_LIMIT + 1 }, (_, i) => `tag${i}`), cm.limitReached],
  ])('refuses %j with 400 and its message', async (tags, message) => {
    const res = await putTags(rosa, tags);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a body that is not a list (400), another user (403)', async () => {
    expect((await putTags(rosa, 'horror')).status).toBe(400);
    expect((await putTags(ava, ['horror'])).status).toBe(403);
  });
});

describe('POST …/content-settings (onboarding preferredTags)', () => {
  const post = (s: TestSession, preferredTags: unknown) =>
    as(s, request(app).post(URL)).send({ preferredTags });

  it('stores up to three known genres', async () => {
    await post(rosa, ['Romance', 'Fantasy', 'Horror']).expect(200);
    const row = await t.db('content_settings').where('user_id', F.READER_USER_ID).first('preferred_tags');
    expect(JSON.parse(String(row.preferred_tags))).toEqual(['Romance', 'Fantasy', 'Horror']);
  });

  it('refuses a fourth genre and unknown genres with 400 and the message', async () => {
    const four = await post(rosa, ['Romance', 'Fantasy', 'Horror', 'Poetry']);
    expect(four.status).toBe(400);
    expect(four.body.message).toBe(om.tooManyGenres);
    const unknown = await post(rosa, ['Knitting']);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(om.unknownGenre);
    expect((await post(ava, ['Romance'])).status).toBe(403);
    const notList = await post(rosa, 'Romance');
    expect(notList.status).toBe(400);
    expect(notList.body.message).toContain(om.noGenre);
  });
});

describe('POST /settings/content (the settings form without JavaScript)', () => {
  const form = (s: TestSession, fields: Record<string, string>) =>
    request(app)
      .post('/settings/content')
      .set('Cookie', s.cookie)
      .type('form')
      .send({ _csrf: s.csrfToken, ...fields });

  it('saves both settings and comes back to the section with the thanks', async () => {
    const res = await form(rosa, { includeMature: 'on', blockedTags: 'Vampires, werewolf' }).expect(303);
    expect(res.headers.location).toBe('/settings?section=content&cs=thanks');
    const got = await as(rosa, request(app).get(URL)).expect(200);
    expect(got.body).toMatchObject({ includeMature: true, blockedTags: ['vampires', 'werewolf'] });
  });

  it('renders the settings content section with the saved values and the outcome', async () => {
    const res = await request(app)
      .get('/settings?section=content&cs=thanks')
      .set('Cookie', rosa.cookie)
      .expect(200);
    expect(res.text).toContain('action="/settings/content"');
    expect(res.text).toContain('value="vampires werewolf"');
    expect(res.text).toMatch(/type="checkbox" role="switch" name="includeMature" checked=""/);
    expect(res.text).toContain(cm.thanks);
  });

  it('refuses an unblockable tag (nothing saved) and sends a visitor to log in', async () => {
    const res = await form(rosa, { blockedTags: `${UNBLOCKABLE_TAGS[0]} ghosts` }).expect(303);
    expect(res.headers.location).toContain('cs=unblockable');
    const got = await as(rosa, request(app).get(URL)).expect(200);
    expect(got.body.blockedTags).toEqual(['vampires', 'werewolf']);
    const anon = await form(visitor, { blockedTags: 'x' }).expect(303);
    expect(anon.headers.location).toMatch(/^\/login\?nextUrl=/);
  });
});

describe('the home feed honours the settings', () => {
  const ids = (sections: HomeSection[]): string[] =>
    sections.flatMap((s) =>
      s.type === 'rankedList'
        ? s.data.listItems.map((x) => x.id)
        : s.type === 'promoted'
          ? [s.data.item.id]
          : s.data.items.map((x) => x.id),
    );
  const home = async (s?: TestSession) =>
    ids(
      (await (s ? as(s, request(app).get('/v5/home')) : request(app).get('/v5/home')).expect(200)).body
        .sections,
    );

  it('hides mature stories from visitors and from users who did not opt in', async () => {
    expect(await home()).not.toContain(String(F.MATURE_STORY_ID));
    expect(await home(ava)).not.toContain(String(F.MATURE_STORY_ID));
  });

  it('shows them to a user who opted in, minus stories with a blocked tag', async () => {
    await as(ava, request(app).put(`/v5/users/${F.WRITER_USERNAME}/content-settings/include-mature`))
      .send({ includeMature: true })
      .expect(200);
    expect(await home(ava)).toContain(String(F.MATURE_STORY_ID));
    expect(await home(ava)).toContain(String(F.LONG_STORY_ID));
    await as(ava, request(app).put(`/v5/users/${F.WRITER_USERNAME}/content-settings/blocked-tags`))
      .send({ blockedTags: ['haunted', 'queen'] })
      .expect(200);
    const after = await home(ava);
    expect(after).not.toContain(String(F.MATURE_STORY_ID));
    expect(after).not.toContain(String(F.LONG_STORY_ID));
    expect(after.length).toBeGreaterThan(0);
  });
});
