/**
 * Curation profiles and their featured lists (src/shared/curation.ts), from what is already seeded:
 * for each language with published stories, its curation user and two featured lists of its most
 * read and most voted stories (published, not mature). Deterministic (ordered queries, fixed names); runs after any size.
 */
import type { Knex } from 'knex';
import { CURATION_USERNAMES } from '../src/shared/lists/curation';
import { insertRows } from './store';

const LISTS = [
  { name: 'Most read right now', orderBy: 'read_count' },
  { name: 'Reader favourites', orderBy: 'vote_count' },
] as const;
const STORIES_PER_LIST = 8;

/** The next id of a table: explicit ids keep a re-seed after a reset identical (auto-increment would not). */
async function nextId(db: Knex, table: string): Promise<number> {
  const row = (await db(table).max({ id: 'id' }).first()) as { id: number | null } | undefined;
  return Number(row?.id ?? 0) + 1;
}

export async function seedCuration(db: Knex, now: Date): Promise<number> {
  let made = 0;
  let userId = await nextId(db, 'users');
  let listId = await nextId(db, 'reading_lists');
  for (const [language, username] of Object.entries(CURATION_USERNAMES)) {
    const languageId = Number(language);
    const has = await db('stories').where({ language_id: languageId }).whereNull('deleted_at').first('id');
    if (!has) continue;
    const user = { id: userId++ };
    await insertRows(db, 'users', [
      {
        id: user.id,
        username,
        email: `${username}@example.com`,
        password_hash: null,
        display_name: 'Storyloom Picks',
        description: 'Featured reading lists, picked by the team.',
        avatar_version: 'curation',
        language_id: languageId,
        verified_email: true,
        is_staff: true,
        is_verified: true,
        created_at: now,
        updated_at: now,
      },
    ]);
    for (const list of LISTS) {
      const stories = (await db('stories')
        .where({ language_id: languageId })
        .whereNull('deleted_at')
        .where('published_part_count', '>', 0)
        .where({ mature: false })
        .whereNot('rating', 4)
        .orderBy(list.orderBy, 'desc')
        .orderBy('id')
        .limit(STORIES_PER_LIST)
        .select('id')) as { id: number }[];
      if (stories.length === 0) continue;
      const row = { id: listId++ };
      await insertRows(db, 'reading_lists', [
        { id: row.id, user_id: user.id, name: list.name, featured: true, created_at: now, updated_at: now },
      ]);
      await insertRows(
        db,
        'reading_list_stories',
        stories.map((s, position) => ({ list_id: row.id, story_id: s.id, position, added_at: now })),
      );
      made++;
    }
  }
  return made;
}
