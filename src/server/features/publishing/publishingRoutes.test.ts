import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { ErrorCode } from '../../../shared/common/errors';
import { PUBLISHING_MESSAGES as m } from '../../../shared/publishing/messages';
import { asSession as as, expectApiError } from '../../test/apiAssertions';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';
import { writersDraftStory } from './testStories';

let t: TestApp;
let ava: TestSession;
let rosa: TestSession;
let sam: TestSession;
let visitor: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  ava = await t.login(F.WRITER_USER_ID);
  rosa = await t.login(F.READER_USER_ID);
  sam = await t.login(F.USERS.sam.id);
  visitor = await t.visitor();
}, 30_000);
afterAll(async () => {
  await t.close();
});

const QUARTER = 15 * 60_000;
/** `minutes` from now, rounded up to the next quarter hour. */
const onStep = (minutes: number) =>
  new Date(Math.ceil((Date.now() + minutes * 60_000) / QUARTER) * QUARTER).toISOString();
const post = (s: TestSession, path: string, body: object = {}) => as(s, request(t.app).post(path).send(body));
const storyPage = (storyId: number) =>
  request(t.app).get(`/api/v3/stories/${storyId}?fields=numParts,parts(id,draft)`);

describe('POST /v4/parts/{partId}/publish', () => {
  it('publishes the owner’s draft: public, counted, off the draft list', async () => {
    const { storyId, partIds } = await writersDraftStory(t.db, F.WRITER_USER_ID);
    const res = await post(ava, `/v4/parts/${partIds[0]}/publish`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: partIds[0],
      draft: false,
      published_at: expect.stringMatching(/Z$/),
    });
    const story = await storyPage(storyId);
    expect(story.status).toBe(200);
    expect(story.body.numParts).toBe(1);
    expect(story.body.parts).toEqual([{ id: partIds[0], draft: false }]);
    const row = await t.db('stories').where({ id: storyId }).first('published_part_count');
    expect(Number(row.published_part_count)).toBe(1);
  });

  it('refuses visitors (401), other users (403) and an unverified owner (403)', async () => {
    const { partIds } = await writersDraftStory(t.db, F.WRITER_USER_ID);
    expectApiError(
      await post(visitor, `/v4/parts/${partIds[0]}/publish`),
      401,
      ErrorCode.NotLoggedIn,
      'You must be logged in',
    );
    expectApiError(
      await post(rosa, `/v4/parts/${partIds[0]}/publish`),
      403,
      ErrorCode.AccessDenied,
      m.notYours,
    );
    const own = await writersDraftStory(t.db, F.USERS.sam.id);
    expectApiError(
      await post(sam, `/v4/parts/${own.partIds[0]}/publish`),
      403,
      ErrorCode.AccessDenied,
      m.verifyFirst,
    );
    const row = await t.db('parts').where({ id: partIds[0] }).first('draft');
    expect(Number(row.draft)).toBe(1);
  });

  it('refuses a story without its details, and an unknown part', async () => {
    const { partIds } = await writersDraftStory(t.db, F.WRITER_USER_ID, 1, { title: 'Untitled Story' });
    expectApiError(
      await post(ava, `/v4/parts/${partIds[0]}/publish`),
      400,
      ErrorCode.InvalidValue,
      m.storyNotReady,
    );
    const none = await writersDraftStory(t.db, F.WRITER_USER_ID, 1, { tags: [] });
    expectApiError(
      await post(ava, `/v4/parts/${none.partIds[0]}/publish`),
      400,
      ErrorCode.InvalidValue,
      m.storyNotReady,
    );
    expect((await post(ava, '/v4/parts/99999999/publish')).status).toBe(400);
    expect((await post(ava, '/v4/parts/abc/publish')).status).toBe(400);
  });
});

describe('POST /v4/parts/{partId}/schedule-publish and unschedule-publish', () => {
  it('schedules on a quarter hour and answers part_id and scheduled_datetime; the owner sees it scheduled', async () => {
    const { storyId, partIds } = await writersDraftStory(t.db, F.WRITER_USER_ID);
    const when = onStep(3 * 24 * 60);
    const res = await post(ava, `/v4/parts/${partIds[1]}/schedule-publish`, { datetime: when });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ part_id: partIds[1], scheduled_datetime: when.replace('.000Z', 'Z') });
    const mine = await as(
      ava,
      request(t.app).get(`/api/v3/stories/${storyId}?fields=parts(id,isScheduledPart,scheduledPublishDate)`),
    );
    expect(mine.body.parts[1]).toEqual({
      id: partIds[1],
      isScheduledPart: true,
      scheduledPublishDate: when.replace('.000Z', 'Z'),
    });
    const info = await as(ava, request(t.app).get(`/v4/parts/${partIds[1]}/publishing`));
    expect(info.body).toMatchObject({
      draft: true,
      scheduledPublishDate: when.replace('.000Z', 'Z'),
      storyReady: true,
    });

    const un = await post(ava, `/v4/parts/${partIds[1]}/unschedule-publish`);
    expect(un.status).toBe(200);
    expect(un.body).toEqual({ success: true });
    const row = await t.db('parts').where({ id: partIds[1] }).first('scheduled_publish_at', 'draft');
    expect(row.scheduled_publish_at).toBeNull();
    expect(Number(row.draft)).toBe(1);
  });

  it.each([
    ['no date', {}, m.dateRequired],
    ['an empty date', { datetime: '' }, m.dateRequired],
    ['not a date', { datetime: 'tomorrow' }, m.badDate],
    ['the past', { datetime: onStep(-60) }, m.tooSoon],
    [
      'less than 15 minutes ahead',
      { datetime: new Date(Math.ceil(Date.now() / QUARTER) * QUARTER).toISOString() },
      m.tooSoon,
    ],
    ['more than a year ahead', { datetime: onStep(367 * 24 * 60) }, m.tooLate],
    [
      'off the 15-minute steps',
      { datetime: new Date(Date.parse(onStep(24 * 60)) + 7 * 60_000).toISOString() },
      m.notOnStep,
    ],
  ])('refuses %s with the rule’s text', async (_name, body, message) => {
    const { partIds } = await writersDraftStory(t.db, F.WRITER_USER_ID, 1);
    expectApiError(
      await post(ava, `/v4/parts/${partIds[0]}/schedule-publish`, body),
      400,
      ErrorCode.InvalidValue,
      message,
    );
  });

  it('only the owner schedules or unschedules (401 visitors, 403 others)', async () => {
    const { partIds } = await writersDraftStory(t.db, F.WRITER_USER_ID, 1);
    const when = onStep(2 * 24 * 60);
    const path = `/v4/parts/${partIds[0]}`;
    expect((await post(visitor, `${path}/schedule-publish`, { datetime: when })).status).toBe(401);
    expect((await post(rosa, `${path}/schedule-publish`, { datetime: when })).status).toBe(403);
    expect((await post(visitor, `${path}/unschedule-publish`)).status).toBe(401);
    expect((await post(rosa, `${path}/unschedule-publish`)).status).toBe(403);
    const row = await t.db('parts').where({ id: partIds[0] }).first('scheduled_publish_at');
    expect(row.scheduled_publish_at).toBeNull();
  });

  it('refuses to schedule a part already published', async () => {
    const { partIds } = await writersDraftStory(t.db, F.WRITER_USER_ID, 1);
    await post(ava, `/v4/parts/${partIds[0]}/publish`);
    const res = await post(ava, `/v4/parts/${partIds[0]}/schedule-publish`, {
      datetime: onStep(2 * 24 * 60),
    });
    expectApiError(res, 400, ErrorCode.InvalidValue, m.alreadyPublished);
  });
});

describe('the publish page without JavaScript', () => {
  const form = (s: TestSession, path: string, fields: Record<string, string>) =>
    as(
      s,
      request(t.app)
        .post(path)
        .type('form')
        .send({ ...fields, _csrf: s.csrfToken }),
    );

  it('shows the choices to the owner and publishes from its form', async () => {
    const { storyId, partIds } = await writersDraftStory(t.db, F.WRITER_USER_ID, 1);
    const page = `/myworks/${storyId}/write/${partIds[0]}/publish`;
    const html = await as(ava, request(t.app).get(page));
    expect(html.status).toBe(200);
    expect(html.text).toContain(m.publishNow);
    expect(html.text).toContain(m.scheduleLater);
    const res = await form(ava, page, { action: 'publish' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/myworks/${storyId}/write/${partIds[0]}`);
    const row = await t.db('parts').where({ id: partIds[0] }).first('draft');
    expect(Number(row.draft)).toBe(0);
  });

  it('schedules from its form, and refuses a bad date on the same page with the rule’s text', async () => {
    const { storyId, partIds } = await writersDraftStory(t.db, F.WRITER_USER_ID, 1);
    const page = `/myworks/${storyId}/write/${partIds[0]}/publish`;
    const when = new Date(onStep(2 * 24 * 60));
    const date = when.toISOString().slice(0, 10);
    const time = when.toISOString().slice(11, 16);
    const bad = await form(ava, page, { action: 'schedule', date, time: '03:07', understood: '1' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain(m.notOnStep);
    const none = await form(ava, page, { action: 'schedule', date: '', time: '', understood: '1' });
    expect(none.status).toBe(400);
    expect(none.text).toContain(m.dateRequired);
    const ok = await form(ava, page, { action: 'schedule', date, time, understood: '1' });
    expect(ok.status).toBe(303);
    const row = await t.db('parts').where({ id: partIds[0] }).first('scheduled_publish_at');
    expect(row.scheduled_publish_at).not.toBeNull();
  });

  it('sends a visitor to log in and refuses another writer', async () => {
    const { storyId, partIds } = await writersDraftStory(t.db, F.WRITER_USER_ID, 1);
    const page = `/myworks/${storyId}/write/${partIds[0]}/publish`;
    const v = await form(visitor, page, { action: 'publish' });
    expect(v.status).toBe(303);
    expect(v.headers.location).toMatch(/^\/login\?nextUrl=/);
    const other = await form(rosa, page, { action: 'publish' });
    expect(other.status).toBe(403);
    expect(other.text).toContain('You cannot publish or change another writer');
  });
});
