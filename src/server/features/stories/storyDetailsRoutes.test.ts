/**
 * The 14-day "new" window and the bonus counts on parts moved in time. This file has its own
 * database (it changes publish dates), so storiesRoutes.test.ts keeps the tiny seed as it is.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Express } from 'express';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { fromNow } from '../../db/dates';
import { createTestApp, type TestApp } from '../../test/testApp';

const DAY = 24 * 3600 * 1000;

let t: TestApp;
let app: Express;

const publishAt = (partId: number, daysAgo: number, extra: Record<string, unknown> = {}) =>
  t
    .db('parts')
    .where('id', partId)
    .update({ published_at: fromNow(-daysAgo * DAY), created_at: fromNow(-daysAgo * DAY), ...extra });

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  const [p1, p2, p3] = F.ONGOING_STORY_PART_IDS;
  await publishAt(p1, 20);
  await publishAt(p2, 15);
  await publishAt(p3, 13);
  // Paid story: its bonus Exclusive Chapter published 2 days ago, part 7 made an older Writer Reveal.
  await publishAt(F.PAID_STORY_PART_IDS[7], 2);
  await publishAt(F.PAID_STORY_PART_IDS[6], 30, { paid_model: 'paid_bonus', bonus_type: 2 });
  // And part 6 a Story Branch that is still a draft (created yesterday): neither new nor counted.
  await t
    .db('parts')
    .where('id', F.PAID_STORY_PART_IDS[5])
    .update({
      draft: true,
      published_at: null,
      created_at: fromNow(-DAY),
      paid_model: 'paid_bonus',
      bonus_type: 1,
    });
});
afterAll(async () => {
  await t.close();
});

/** The session cookie of a seeded user signed in. */
const cookieOf = async (userId: number): Promise<string> => (await t.login(userId)).cookie;

type PartJson = { id: number; new: boolean; draft: boolean; bonusTypeName: string | null };

describe('new parts (14 days) in GET /api/v3/stories/:id', () => {
  it('marks parts of 13 and 3 days new, of 15 and 20 days not', async () => {
    const res = await request(app).get(`/api/v3/stories/${F.ONGOING_STORY_ID}`);
    expect(res.status).toBe(200);
    const flags = res.body.parts.map((p: PartJson) => [p.id, p.new]);
    const [p1, p2, p3] = F.ONGOING_STORY_PART_IDS;
    expect(flags).toEqual([
      [p1, false],
      [p2, false],
      [p3, true],
      [F.ONGOING_NEW_PART_ID, true],
    ]);
    expect(res.body.numNewParts).toBe(2);
  });

  it('counts new bonus parts and names each bonus type', async () => {
    const anon = await request(app).get(`/api/v3/stories/${F.PAID_STORY_ID}`);
    expect(anon.body).toMatchObject({ numNewParts: 1, hasBonusParts: true, numNewBonusParts: 1 });
    const byId = new Map<number, PartJson>(anon.body.parts.map((p: PartJson) => [p.id, p]));
    expect(byId.get(F.PAID_STORY_PART_IDS[7])).toMatchObject({
      new: true,
      bonusTypeName: 'Exclusive Chapter',
    });
    expect(byId.get(F.PAID_STORY_PART_IDS[6])).toMatchObject({ new: false, bonusTypeName: 'Writer Reveal' });
    expect(byId.has(F.PAID_STORY_PART_IDS[5])).toBe(false);

    // The owner sees the draft Story Branch: named, never new, and not in the counts.
    const owner = await request(app)
      .get(`/api/v3/stories/${F.PAID_STORY_ID}`)
      .set('Cookie', await cookieOf(F.USERS.bram.id));
    const draft = owner.body.parts.find((p: PartJson) => p.id === F.PAID_STORY_PART_IDS[5]);
    expect(draft).toMatchObject({ draft: true, new: false, bonusTypeName: 'Story Branch' });
    expect(owner.body).toMatchObject({ numNewParts: 1, numNewBonusParts: 1 });
  });
});

describe('GET /v4/parts/:id', () => {
  it('carries new, bonusTypeName and the formatted schedule', async () => {
    const bonus = await request(app).get(`/v4/parts/${F.PAID_STORY_PART_IDS[7]}`);
    expect(bonus.status).toBe(200);
    expect(bonus.body).toMatchObject({
      id: F.PAID_STORY_PART_IDS[7],
      new: true,
      isBonusPart: true,
      bonusTypeName: 'Exclusive Chapter',
      isBlocked: true,
      formattedScheduledPublishDatetime: null,
      group: { id: String(F.PAID_STORY_ID), hasBonusParts: true, numNewBonusParts: 1 },
    });
    const old = await request(app).get(`/api/v3/story_parts/${F.ONGOING_STORY_PART_IDS[0]}`);
    expect(old.body).toMatchObject({ new: false, bonusTypeName: null });

    const scheduled = await request(app)
      .get(
        `/v4/parts/${F.ONGOING_SCHEDULED_PART_ID}?fields=id,new,isScheduledPart,formattedScheduledPublishDatetime`,
      )
      .set('Cookie', await cookieOf(F.USERS.bram.id));
    expect(scheduled.body).toEqual({
      id: F.ONGOING_SCHEDULED_PART_ID,
      new: false,
      isScheduledPart: true,
      formattedScheduledPublishDatetime: expect.stringMatching(/^[A-Z][a-z]{2} \d\d, \d{4} \d\d:\d\d[AP]M$/),
    });
  });
});
