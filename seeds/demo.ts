/**
 * The demo data set (`npm run seed`, and the embedded database on first start): the tiny fixtures
 * plus ~40 writers, ~60 readers, ~300 stories and ~3,000 parts of generated prose.
 */
import type { Knex } from 'knex';
import { makeStory, makeUser, proseSource } from './bulk';
import { seedDemoComments } from './comments';
import { seedDemoMessages } from './messages';
import * as F from './fixtures';
import { addDays } from './generate';
import { DEFAULT_ADMIN_PASSWORD, hashPassword } from './passwords';
import { seedDemoPolls } from './polls';
import { Rng } from './random';
import { insertRows, StoryWriter, type Row, type StorySeed } from './store';
import { seedTiny, type SizeOptions } from './tiny';
import { userRow, type UserSeed } from './users';

export const DEMO_WRITERS = 40;
export const DEMO_READERS = 60;
export const DEMO_STORIES = 300;

export const adminPasswordFromEnv = (): string => process.env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD;

export async function seedDemo(db: Knex, o: SizeOptions): Promise<void> {
  const { now, log } = o;
  await seedTiny(db, { ...o, adminPassword: o.adminPassword ?? adminPasswordFromEnv() });
  const rng = new Rng('storyloom-demo');
  const passwordHash = await hashPassword(F.DEMO_PASSWORD);
  const taken = new Set<string>(Object.values(F.USERS).map((u) => u.username));
  const firstUserId = Object.keys(F.USERS).length + 1;
  const users: UserSeed[] = [];
  for (let i = 0; i < DEMO_WRITERS + DEMO_READERS; i++) {
    users.push(makeUser(rng, firstUserId + i, { passwordHash, now, writer: i < DEMO_WRITERS, taken }));
  }
  await insertRows(db, 'users', users.map(userRow));
  const writerIds = users.slice(0, DEMO_WRITERS).map((u) => u.id);
  const readerIds = users.slice(DEMO_WRITERS).map((u) => u.id);

  const writer = new StoryWriter(db, F.PART_ID_BASE + F.TINY_PART_COUNT + 1);
  const published: Array<{ storyId: number; partIds: number[] }> = [];
  let partCount = 0;
  const titles = new Set<string>();
  for (let start = 0; start < DEMO_STORIES; start += 50) {
    const batch: StorySeed[] = [];
    for (let i = start; i < Math.min(DEMO_STORIES, start + 50); i++) {
      // A few prolific writers, a long tail of occasional ones.
      const userId = writerIds[Math.floor(rng.powerLaw(writerIds.length, 1.8))];
      batch.push(
        makeStory(rng, F.TINY_STORY_COUNT + 1 + i, userId, {
          now,
          minParts: 5,
          maxParts: 15,
          minParagraphs: 5,
          maxParagraphs: 25,
          text: proseSource,
          titles,
        }),
      );
    }
    const ids = await writer.write(batch);
    batch.forEach((s, i) => {
      partCount += s.parts.length;
      const live = ids[i].filter((_, j) => !s.parts[j].draft && !s.parts[j].deletedAt);
      if (!s.deletedAt && live.length) published.push({ storyId: s.id, partIds: live });
    });
  }

  const votes: Row[] = [];
  const positions: Row[] = [];
  for (const userId of readerIds) {
    const seen = new Set<number>();
    for (const story of rng.sample(published, rng.int(2, 8))) {
      for (const partId of rng.sample(story.partIds, rng.int(1, 4))) {
        if (seen.has(partId)) continue;
        seen.add(partId);
        votes.push({
          user_id: userId,
          part_id: partId,
          story_id: story.storyId,
          created_at: addDays(now, -rng.int(1, 300)),
        });
      }
      const partId = rng.pick(story.partIds);
      positions.push({
        user_id: userId,
        story_id: story.storyId,
        part_id: partId,
        position: Math.round(rng.next() * 100) / 100,
        updated_at: addDays(now, -rng.int(0, 120)),
      });
    }
  }
  await insertRows(db, 'votes', votes);
  await insertRows(db, 'reading_positions', positions);
  await seedDemoPolls(db, { now, log, readerIds });
  await seedDemoComments(db, { now, log, userIds: [...readerIds, ...writerIds] });
  log(`demo: ${await seedDemoMessages(db, now)} private messages`);
  log(`demo: +${users.length} users, +${DEMO_STORIES} stories, +${partCount} parts, ${votes.length} votes`);
}
