import argon2 from 'argon2';
import type { Knex } from 'knex';
import { toApiDate, toBool } from './dates';
import { createTestDb, type TestDb } from './testDb';
import { parseParagraphs } from '../../shared/common/paragraphs';
import * as F from '../../../seeds/fixtures';
import { isSeeded, resetContent, seedDatabase } from '../../../seeds';

async function snapshot(db: Knex) {
  const stories = await db('stories')
    .orderBy('id')
    .select('id', 'title', 'description', 'user_id', 'cover_version');
  const parts = await db('parts').orderBy('id').select('id', 'story_id', 'position', 'title', 'text_hash');
  const texts = await db('part_texts').orderBy('part_id').select('part_id', 'text_html');
  const users = await db('users').orderBy('id').select('id', 'username', 'avatar_version');
  const tags = await db('story_tags')
    .orderBy(['story_id', 'position'])
    .select('story_id', 'tag_id', 'position');
  return { stories, parts, texts, users, tags };
}

describe('tiny seed', () => {
  let a: TestDb;
  let b: TestDb;
  let ms = 0;
  beforeAll(async () => {
    const started = Date.now();
    // Built here, not copied from the run's template: the seed itself is what is tested.
    a = await createTestDb({ fresh: true });
    ms = Date.now() - started;
    b = await createTestDb({ fresh: true });
  }, 60_000);
  afterAll(async () => {
    await a?.destroy();
    await b?.destroy();
  });

  it('is quick (migrate + seed)', () => {
    expect(ms).toBeLessThan(10_000); // ~0.3 s on SQLite; the brief's budget is 2 s
  });

  it('is deterministic: two databases hold the same titles, texts and paragraph ids', async () => {
    const [x, y] = [await snapshot(a.db), await snapshot(b.db)];
    expect(x.stories.length).toBe(F.TINY_STORY_COUNT);
    expect(x.parts.length).toBe(F.TINY_PART_COUNT);
    expect(y).toEqual(x);
  });

  it('stores paragraphs with 32-hex ids that match their content', async () => {
    const rows = await a
      .db('part_texts')
      .whereIn('part_id', F.LONG_STORY_PART_IDS.slice(0, 5))
      .select('text_html');
    for (const { text_html } of rows) {
      const paragraphs = parseParagraphs(text_html);
      expect(paragraphs.length).toBeGreaterThanOrEqual(4);
      for (const p of paragraphs) expect(p.id).toMatch(/^[0-9a-f]{32}$/);
      expect(text_html.split('\n')).toHaveLength(paragraphs.length);
    }
  });

  it('stores the </script> fixture HTML-escaped, with U+2028 raw and repeats given distinct ids', async () => {
    const { text_html } = await a.db('part_texts').where({ part_id: F.SCRIPT_PART_ID }).first();
    const paragraphs = parseParagraphs(text_html);
    expect(paragraphs[0].html).toBe(F.SCRIPT_PART_FIRST_HTML);
    expect(text_html).not.toContain('</script>');
    expect(text_html).not.toContain('<!--');
    expect(text_html).toContain('&lt;!--');
    expect(text_html).toContain('&quot;hello&quot;');
    expect(text_html).toContain('\u2028');
    expect(paragraphs[1].html).toBe(paragraphs[4].html);
    expect(paragraphs[1].id).not.toBe(paragraphs[4].id);
    const story = await a.db('stories').where({ id: F.SCRIPT_STORY_ID }).first();
    expect(story.title).toBe(F.SCRIPT_STORY_TITLE);
  });

  it('has the fixtures the constants describe', async () => {
    const { db } = a;
    const long = await db('stories').where({ id: F.LONG_STORY_ID }).first();
    expect(long).toMatchObject({
      title: F.LONG_STORY_TITLE,
      user_id: F.WRITER_USER_ID,
      published_part_count: 50,
    });
    expect(toBool(long.completed)).toBe(true);
    const longParts = await db('parts').where({ story_id: F.LONG_STORY_ID }).orderBy('position').pluck('id');
    expect(longParts).toEqual(F.LONG_STORY_PART_IDS);

    const ongoing = await db('parts').whereIn('id', F.ONGOING_STORY_PART_IDS).orderBy('position');
    expect(
      ongoing.map((p) => [toBool(p.draft), p.deleted_at !== null, p.scheduled_publish_at !== null]),
    ).toEqual([
      [false, false, false],
      [false, false, false],
      [false, false, false],
      [false, true, false],
      [false, false, false],
      [true, false, false],
      [true, false, true],
    ]);
    const ongoingStory = await db('stories').where({ id: F.ONGOING_STORY_ID }).first();
    expect(toBool(ongoingStory.completed)).toBe(false);
    expect(ongoingStory.published_part_count).toBe(4);

    expect(await db('stories').where({ id: F.MATURE_STORY_ID }).first()).toMatchObject({ rating: 4 });
    expect((await db('stories').where({ id: F.DELETED_STORY_ID }).first()).deleted_at).not.toBeNull();
    expect((await db('stories').where({ id: F.FRENCH_STORY_ID }).first()).language_id).toBe(
      F.FRENCH_LANGUAGE_ID,
    );
    const paid = await db('stories').where({ id: F.PAID_STORY_ID }).first();
    expect(paid).toMatchObject({ paid_model: 'paid_story', price: F.PAID_STORY_PRICE });
    const paidParts = await db('parts').whereIn('id', F.PAID_STORY_PART_IDS).orderBy('position');
    expect(paidParts.map((p) => toBool(p.is_free_part))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(paidParts[7]).toMatchObject({ paid_model: 'paid_bonus', bonus_type: 0, price: 15 });
    expect((await db('stories').where({ id: F.DRAFT_STORY_ID }).first()).published_part_count).toBe(0);

    const tags = await db('story_tags')
      .join('tags', 'tags.id', 'story_tags.tag_id')
      .where({ story_id: F.LONG_STORY_ID })
      .orderBy('position')
      .pluck('name');
    expect(tags).toEqual(['fantasy', 'magic', 'queen', 'completed']);
  });

  it('writes UTC datetimes that read back in the API format', async () => {
    const part = await a.db('parts').where({ id: F.ONGOING_NEW_PART_ID }).first();
    const api = toApiDate(part.created_at);
    expect(api).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const ageDays = (Date.now() - Date.parse(api as string)) / 86_400_000;
    expect(ageDays).toBeGreaterThan(2.5);
    expect(ageDays).toBeLessThan(4);
    const newer = await a
      .db('parts')
      .where('created_at', '>', new Date(Date.now() - 14 * 86_400_000))
      .pluck('id');
    expect(newer).toContain(F.ONGOING_NEW_PART_ID);
    expect(newer).not.toContain(F.LONG_STORY_PART_IDS[0]);
  });

  it('hashes the known passwords with argon2id', async () => {
    const admin = await a.db('users').where({ username: F.ADMIN_USERNAME }).first();
    expect(toBool(admin.is_sysadmin)).toBe(true);
    expect(admin.password_hash).toMatch(/^\$argon2id\$/);
    expect(await argon2.verify(admin.password_hash, F.ADMIN_PASSWORD)).toBe(true);
    const writer = await a.db('users').where({ username: F.WRITER_USERNAME }).first();
    expect(await argon2.verify(writer.password_hash, F.DEMO_PASSWORD)).toBe(true);
    expect(
      toBool((await a.db('users').where({ username: F.UNVERIFIED_USERNAME }).first()).verified_email),
    ).toBe(false);
  });

  it('does nothing when already seeded, and reseeds identically after a reset', async () => {
    const before = await snapshot(b.db);
    expect(await isSeeded(b.db)).toBe(true);
    expect((await seedDatabase(b.db, 'tiny', { log: () => {} })).seeded).toBe(false);
    await resetContent(b.db);
    expect(await isSeeded(b.db)).toBe(false);
    expect((await seedDatabase(b.db, 'tiny', { log: () => {} })).seeded).toBe(true);
    expect(await snapshot(b.db)).toEqual(before);
  });
});
