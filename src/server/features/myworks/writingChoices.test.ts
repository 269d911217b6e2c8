/**
 * What a writer is offered (issue 28 #1, #7): the story settings' categories are those whose
 * roles include writing (as `GET /api/v3/categories` lists them), a story keeps the one it has;
 * after the writer's onboarding the success screen's button says it goes to writing, and
 * /myworks greets a writer without stories with "Write your first story".
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { MYWORKS_MESSAGES as M } from '../../../shared/myworks/messages';
import { onboardingMessages as om } from '../../../shared/onboarding/messages';
import { asSession as as, expectApiError } from '../../test/apiAssertions';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';

let t: TestApp;
let writer: TestSession;
let storyId: string;

beforeAll(async () => {
  t = await createTestApp();
  writer = await t.login(F.WRITER_USER_ID);
  storyId = (await as(writer, request(t.app).post('/v5/myworks')).send({})).body.storyId as string;
}, 30_000);
afterAll(() => t.close());

const SETTINGS = {
  title: 'The Lantern Road',
  description: 'A walk at night.',
  tags: ['night'],
  language: 1,
  mature: false,
  completed: false,
  copyright: 1,
};

describe('the story settings’ categories', () => {
  it('lists only the categories for writing, and refuses another', async () => {
    const categories = (await request(t.app).get('/api/v3/categories')).body as {
      id: number;
      roles: string[];
    }[];
    const writing = categories.filter((c) => c.roles.includes('writing')).map((c) => c.id);
    const notWriting = categories.filter((c) => !c.roles.includes('writing')).map((c) => c.id);
    expect(notWriting.length).toBeGreaterThan(0);
    const page = await as(writer, request(t.app).get(`/v5/myworks/${storyId}`));
    expect(page.status).toBe(200);
    const offered = (page.body.categories as { id: number }[]).map((c) => c.id);
    expect([...offered].sort((a, b) => a - b)).toEqual([...writing].sort((a, b) => a - b));
    const refused = await as(writer, request(t.app).put(`/v5/myworks/${storyId}`)).send({
      ...SETTINGS,
      category: notWriting[0],
    });
    expectApiError(refused, 400, 1005, M.unknownCategory);
    const saved = await as(writer, request(t.app).put(`/v5/myworks/${storyId}`)).send({
      ...SETTINGS,
      category: writing[0],
    });
    expect(saved.status).toBe(200);
  });

  it('keeps a story’s own category when it is not one for writing', async () => {
    const classics = (await request(t.app).get('/api/v3/categories')).body.find(
      (c: { roles: string[] }) => !c.roles.includes('writing'),
    ) as { id: number };
    await t
      .db('stories')
      .where({ id: Number(storyId) })
      .update({ category_id: classics.id });
    const page = await as(writer, request(t.app).get(`/v5/myworks/${storyId}`));
    expect(page.body.categories.map((c: { id: number }) => c.id)).toContain(classics.id);
    const saved = await as(writer, request(t.app).put(`/v5/myworks/${storyId}`)).send({
      ...SETTINGS,
      category: classics.id,
    });
    expect(saved.status).toBe(200);
  });
});

describe('after the writer’s onboarding', () => {
  it('the success screen’s button says where it goes: writing for /myworks, reading otherwise', async () => {
    const toWriting = await as(writer, request(t.app).get('/start/success?nextUrl=%2Fmyworks'));
    expect(toWriting.status).toBe(200);
    expect(toWriting.text).toMatch(new RegExp(`<a href="/myworks"[^>]*>${om.startWriting}</a>`));
    const toReading = await as(writer, request(t.app).get('/start/success'));
    expect(toReading.text).toMatch(new RegExp(`<a href="/home"[^>]*>${om.startReading}</a>`));
  });

  it('/myworks greets a writer without stories with "Write your first story"', async () => {
    const sam = await t.login(F.USERS.sam.id);
    await t.db('stories').where({ user_id: F.USERS.sam.id }).update({ deleted_at: new Date() });
    const page = await as(sam, request(t.app).get('/myworks'));
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<h2>${M.firstStoryTitle}</h2>`);
    expect(page.text).toMatch(
      new RegExp(`<form[^>]*action="/myworks"[^>]*>.*?${M.firstStoryTitle}</button>`),
    );
  });
});
