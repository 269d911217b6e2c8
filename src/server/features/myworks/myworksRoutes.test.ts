import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Express } from 'express';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { MYWORKS_MESSAGES as M, NOTES_MESSAGES as N } from '../../../shared/myworks/messages';
import { asSession as as, expectApiError } from '../../test/apiAssertions';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

let t: TestApp;
let app: Express;
let writer: TestSession; // ava: a writer with seeded stories
let other: TestSession; // rosa
let admin: TestSession;
let visitor: TestSession;
let newStory: string;
let newPart: number;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  writer = await t.login(F.WRITER_USER_ID);
  other = await t.login(F.READER_USER_ID);
  admin = await t.login(F.ADMIN_USER_ID);
  visitor = await t.visitor();
  const made = await as(writer, request(app).post('/v5/myworks')).send({});
  expect(made.status).toBe(201);
  newStory = made.body.storyId;
  newPart = made.body.partId;
}, 30_000);
afterAll(() => t.close());

const SETTINGS = {
  title: '  The Lantern Road  ',
  description: 'A walk at night.',
  tags: ['#Lanterns', 'night', 'night'],
  category: null,
  language: 1,
  mature: true,
  completed: false,
  copyright: 5,
};

describe('POST /v5/myworks and GET /v5/myworks', () => {
  it('creates the untitled story with one draft part, listed with its counts', async () => {
    expect(newStory).toMatch(/^\d+$/);
    const parts = await t
      .db('parts')
      .where({ story_id: Number(newStory) })
      .select('id', 'draft', 'title');
    expect(parts).toEqual([{ id: newPart, draft: expect.anything(), title: 'Untitled Part 1' }]);
    expect(Boolean(Number(parts[0].draft))).toBe(true);
    const list = await as(writer, request(app).get('/v5/myworks/'));
    expect(list.status).toBe(200);
    const mine = list.body.stories.find((s: { id: string }) => s.id === newStory);
    expect(mine).toMatchObject({
      title: 'Untitled Story',
      publishedParts: 0,
      draftParts: 1,
      lastPartId: newPart,
    });
    const long = list.body.stories.find((s: { id: string }) => s.id === String(F.LONG_STORY_ID));
    expect(long.publishedParts).toBeGreaterThan(0);
    expect(long).toEqual(
      expect.objectContaining({
        readCount: expect.any(Number),
        voteCount: expect.any(Number),
        commentCount: expect.any(Number),
      }),
    );
  });

  it('asks a visitor to log in', async () => {
    expectApiError(await as(visitor, request(app).get('/v5/myworks')), 401, 1018, 'logged in');
    expectApiError(await as(visitor, request(app).post('/v5/myworks')).send({}), 401, 1018, 'logged in');
  });

  it("lists only the viewer's own stories", async () => {
    const list = await as(other, request(app).get('/v5/myworks'));
    expect(list.body.stories.map((s: { id: string }) => s.id)).not.toContain(newStory);
  });
});

describe('GET and PUT /v5/myworks/{storyId}', () => {
  it('saves the details for the owner: trimmed, tags normalised, licence and mature kept', async () => {
    const res = await as(writer, request(app).put(`/v5/myworks/${newStory}`)).send(SETTINGS);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'The Lantern Road',
      tags: ['lanterns', 'night'],
      copyright: 5,
      mature: true,
      parts: [{ id: newPart, draft: true, deleted: false }],
    });
    const got = await as(writer, request(app).get(`/v5/myworks/${newStory}`));
    expect(got.body.story).toMatchObject({ title: 'The Lantern Road', copyright: 5 });
    expect(got.body.categories.length).toBeGreaterThan(0);
    expect(got.body.languages).toEqual(expect.arrayContaining([expect.objectContaining({ id: 1 })]));
    const row = await t
      .db('stories')
      .where({ id: Number(newStory) })
      .first('rating', 'tag_names');
    expect(Number(row.rating)).toBe(4);
    expect(JSON.parse(row.tag_names)).toEqual(['lanterns', 'night']);
    // The owner's story page shows the new title and licence.
    const story = await as(writer, request(app).get(`/api/v3/stories/${newStory}?fields=title,copyright`));
    expect(story.body).toEqual({ title: 'The Lantern Road', copyright: 5 });
  });

  it('refuses another user and an admin (403 1154), a visitor (401), a missing story (404 1017)', async () => {
    for (const s of [other, admin]) {
      expectApiError(await as(s, request(app).get(`/v5/myworks/${newStory}`)), 403, 1154, M.notYours);
      expectApiError(
        await as(s, request(app).put(`/v5/myworks/${newStory}`)).send(SETTINGS),
        403,
        1154,
        M.notYours,
      );
    }
    expectApiError(
      await as(visitor, request(app).put(`/v5/myworks/${newStory}`)).send({}),
      401,
      1018,
      'logged in',
    );
    expectApiError(await as(writer, request(app).get('/v5/myworks/99999999')), 404, 1017, 'Story not found');
    expectApiError(await as(writer, request(app).get('/v5/myworks/abc')), 404, 1017, 'Story not found');
    const title = await t
      .db('stories')
      .where({ id: Number(newStory) })
      .first('title');
    expect(title.title).toBe('The Lantern Road');
  });

  it.each([
    ['a blank title', { title: '   ' }, M.titleRequired],
    ['a 129-character title', { title: 'x'.repeat(129) }, M.titleTooLong(128)],
    ['a 2001-character description', { description: 'x'.repeat(2001) }, M.descriptionTooLong(2000)],
    ['a tag with a space', { tags: ['two words'] }, M.tagSpaces],
    ['an empty tag', { tags: ['#'] }, M.tagEmpty],
    ['26 tags', { tags: Array.from({ length: 26 }, (_, i) => `t${i}`) }, M.tooManyTags(25)],
    ['licence 9', { copyright: 9 }, M.unknownLicence],
    ['licence "x"', { copyright: 'x' }, M.unknownLicence],
    ['an unknown category', { category: 987654 }, M.unknownCategory],
    ['an unknown language', { language: 987654 }, M.unknownLanguage],
  ])('refuses %s with its message (400)', async (_label, patch, message) => {
    const res = await as(writer, request(app).put(`/v5/myworks/${newStory}`)).send({ ...SETTINGS, ...patch });
    expectApiError(res, 400, 1005, message);
  });
});

const NOTES = {
  protagonist: {
    name: '  Ivy  ',
    other_names: 'The Lamplighter',
    pronoun: 'she',
    attributes: 'brave, curious ,brave',
    personality_change: 1,
    extrovert_introvert: -5,
    likeable: 5,
  },
  protagonist_goal: {
    description: 'Light every lamp',
    physical_emotional: 0,
    type: 'protect',
    outcome: 'The road stays lit',
    succeed: 1,
    outcome_feeling: 1,
  },
  opportunity: {
    interested: 1,
    types: 'books,paid',
    logline: 'One girl, one road.',
    story_progress: 'halfway',
  },
};

describe('GET /v5/stories/{id}/notes and POST /v5/stories', () => {
  it('has no notes before the first save, then the saved notes (trimmed, lists comma-joined)', async () => {
    const none = await as(writer, request(app).get(`/v5/stories/${newStory}/notes`));
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
    const saved = await as(writer, request(app).post('/v5/stories')).send({ id: newStory, ...NOTES });
    expect(saved.status).toBe(200);
    const got = await as(writer, request(app).get(`/v5/stories/${newStory}/notes`));
    expect(got.body).toMatchObject({
      id: Number(newStory),
      protagonist: { name: 'Ivy', attributes: 'brave,curious', extrovert_introvert: -5, thinking_feeling: 0 },
      opportunity: { types: 'books,paid', story_progress: 'halfway' },
    });
  });

  it('submits only complete notes', async () => {
    const partial = { ...NOTES, opportunity: { ...NOTES.opportunity, logline: ' ' } };
    const res = await as(writer, request(app).post('/v5/stories')).send({
      id: newStory,
      ...partial,
      submitted: true,
    });
    expectApiError(res, 400, 1005, N.incomplete);
    const ok = await as(writer, request(app).post('/v5/stories')).send({
      id: newStory,
      ...NOTES,
      submitted: true,
    });
    expect(ok.status).toBe(200);
  });

  it.each([
    ['a 21-character name', { protagonist: { name: 'x'.repeat(21) } }, N.tooLong(N.name, 20)],
    [
      '51 characters of other names',
      { protagonist: { other_names: 'x'.repeat(51) } },
      N.tooLong(N.otherNames, 50),
    ],
    [
      '11 attributes',
      { protagonist: { attributes: Array.from({ length: 11 }, (_, i) => `a${i}`).join(',') } },
      N.tooManyAttributes,
    ],
    [
      '261 characters of attributes',
      { protagonist: { attributes: `${'x'.repeat(200)},${'y'.repeat(60)}` } },
      N.tooLong(N.attributes, 250),
    ],
    [
      'a 76-character goal',
      { protagonist_goal: { description: 'x'.repeat(76) } },
      N.tooLong(N.goalDescription, 75),
    ],
    [
      'a 151-character outcome',
      { protagonist_goal: { outcome: 'x'.repeat(151) } },
      N.tooLong(N.outcome, 150),
    ],
    ['a 151-character logline', { opportunity: { logline: 'x'.repeat(151) } }, N.tooLong(N.logline, 150)],
    ['a slider at 6', { protagonist: { likeable: 6 } }, 'likeable'],
    ['an unknown pronoun', { protagonist: { pronoun: 'it' } }, 'pronoun'],
  ])('refuses %s (400)', async (_label, patch, message) => {
    const res = await as(writer, request(app).post('/v5/stories')).send({ id: newStory, ...patch });
    expectApiError(res, 400, 1005, message);
  });

  it('is the owner’s only', async () => {
    for (const s of [other, admin]) {
      expectApiError(await as(s, request(app).get(`/v5/stories/${newStory}/notes`)), 403, 1154, M.notYours);
      expectApiError(
        await as(s, request(app).post('/v5/stories')).send({ id: newStory, ...NOTES }),
        403,
        1154,
        M.notYours,
      );
    }
    expectApiError(
      await as(visitor, request(app).get(`/v5/stories/${newStory}/notes`)),
      401,
      1018,
      'logged in',
    );
    expectApiError(
      await as(visitor, request(app).post('/v5/stories')).send({ id: newStory }),
      401,
      1018,
      'logged in',
    );
  });
});

describe('GET /api/v3/users/{username}/stories', () => {
  it('shows drafts to the writer only, paginated', async () => {
    const ids = (r: request.Response) => r.body.stories.map((s: { id: string }) => s.id);
    const own = await as(writer, request(app).get(`/api/v3/users/${F.WRITER_USERNAME}/stories?limit=100`));
    expect(ids(own)).toContain(newStory);
    const theirs = await as(other, request(app).get(`/api/v3/users/${F.WRITER_USERNAME}/stories?limit=100`));
    expect(ids(theirs)).not.toContain(newStory);
    const page = await as(writer, request(app).get(`/api/v3/users/${F.WRITER_USERNAME}/stories?limit=1`));
    expect(page.body.stories).toHaveLength(1);
    expect(page.body.total).toBeGreaterThan(1);
    expect(page.body.nextUrl).toContain('offset=1');
  });
});
