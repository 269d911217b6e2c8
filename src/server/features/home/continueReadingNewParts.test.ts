/**
 * Continue reading without a reading position (issue 28 #4): when a part is published, now or by
 * the scheduler, the writer's followers and readers with the story in their library see the story
 * at its new part; others do not, and a reader's own positions come first.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import type { ContinueReadingItem } from '../../../shared/home/api';
import { now } from '../../db/dates';
import { MemoryKvCache } from '../../lib/kvCache';
import { asSession as as } from '../../test/apiAssertions';
import { createTestApp, type TestApp, type TestSession } from '../../test/testApp';
import { createPublishScheduler } from '../publishing/scheduler';
import { writersDraftStory } from '../publishing/testStories';

let t: TestApp;
let ava: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  ava = await t.login(F.WRITER_USER_ID);
}, 30_000);
afterAll(async () => {
  await t.close();
});

const QUARTER = 15 * 60_000;
/** Users with no follows, library or positions of their own, as the test sets them. */
const follower = F.USERS.bram.id;
const libraryReader = F.USERS.celine.id;
const stranger = F.USERS.dev.id;

async function continueReading(userId: number): Promise<ContinueReadingItem[]> {
  const res = await as(await t.login(userId), request(t.app).get('/v5/home/continue-reading'));
  expect(res.status).toBe(200);
  return res.body.sections[0].data.items as ContinueReadingItem[];
}
const itemOf = async (userId: number, storyId: number) =>
  (await continueReading(userId)).find((i) => i.id === String(storyId));

describe('continue reading after a part is published', () => {
  it('offers followers and library readers the new part, now and when the scheduler publishes', async () => {
    const { storyId, partIds } = await writersDraftStory(t.db, F.WRITER_USER_ID, 2);
    const ids = [follower, libraryReader, stranger];
    await t.db('follows').whereIn('follower_id', ids).delete();
    await t.db('library_stories').whereIn('user_id', ids).delete();
    await t.db('reading_positions').whereIn('user_id', ids).delete();
    await t.db('follows').insert({ follower_id: follower, followee_id: F.WRITER_USER_ID, created_at: now() });
    await t.db('library_stories').insert({ user_id: libraryReader, story_id: storyId, added_at: now() });
    // Nothing published yet: nothing to continue.
    expect(await itemOf(follower, storyId)).toBeUndefined();

    expect((await as(ava, request(t.app).post(`/v4/parts/${partIds[0]}/publish`).send({}))).status).toBe(200);
    for (const user of [follower, libraryReader]) {
      const item = await itemOf(user, storyId);
      expect(item).toMatchObject({
        type: 'others',
        heading: 'Continue reading',
        total_parts: 1,
        current_part: { id: partIds[0], number: 1 },
        new_parts: 1,
      });
      expect(item?.current_part.url).toMatch(new RegExp(`/${partIds[0]}-`));
    }
    expect(await itemOf(stranger, storyId)).toBeUndefined();

    // The second part goes out by the scheduler: the story is now at that part.
    const at = Math.ceil((Date.now() + 30 * 60_000) / QUARTER) * QUARTER;
    const scheduled = await as(
      ava,
      request(t.app)
        .post(`/v4/parts/${partIds[1]}/schedule-publish`)
        .send({ datetime: new Date(at).toISOString() }),
    );
    expect(scheduled.status).toBe(200);
    expect((await itemOf(follower, storyId))?.current_part.id).toBe(partIds[0]);
    const scheduler = createPublishScheduler({
      db: t.db,
      kv: new MemoryKvCache(),
      mailer: { kind: 'outbox' as const, send: async () => undefined },
      linkOrigin: 'http://storyloom.test',
      productName: 'Storyloom',
      clock: () => at + 1000,
    });
    expect((await scheduler.tick()).published).toEqual([partIds[1]]);
    for (const user of [follower, libraryReader])
      expect(await itemOf(user, storyId)).toMatchObject({
        total_parts: 2,
        current_part: { id: partIds[1], number: 2 },
      });
    expect(await itemOf(stranger, storyId)).toBeUndefined();
  });

  it('keeps a reader at their own position, listed once and first', async () => {
    const { storyId, partIds } = await writersDraftStory(t.db, F.WRITER_USER_ID, 2);
    await t.db('reading_positions').where({ user_id: libraryReader }).delete();
    await t.db('library_stories').insert({ user_id: libraryReader, story_id: storyId, added_at: now() });
    await as(ava, request(t.app).post(`/v4/parts/${partIds[0]}/publish`).send({}));
    await t.db('reading_positions').insert({
      user_id: libraryReader,
      story_id: storyId,
      part_id: partIds[0],
      position: 0.5,
      updated_at: now(),
    });
    await as(ava, request(t.app).post(`/v4/parts/${partIds[1]}/publish`).send({}));
    const items = await continueReading(libraryReader);
    expect(items.filter((i) => i.id === String(storyId))).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: String(storyId),
      type: 'currentRead',
      current_part: { id: partIds[0], number: 1 },
      new_parts: 1,
    });
  });
});
