/**
 * Curation profiles and their featured lists (src/shared/curation.ts), from what is already seeded:
 * for each language with published stories, its curation user and two featured lists of its most
 * read and most voted stories (published, not mature). Deterministic (ordered queries, fixed names); runs after any size.
 */
import type { Knex } from 'knex';
import { CURATION_USERNAMES } from '../src/shared/curation';
import { insertRows } from './store';

const LISTS = [
  { name: 'Most read right now', orderBy: 'read_count' },
  { name: 'Reader favourites', orderBy: 'vote_count' },
] as const;
const STORIES_PER_LIST = 8;

export async function seedCuration(db: Knex, now: Date): Promise<number> {
  let made = 0;
  for (const [language, username] of Object.entries(CURATION_USERNAMES)) {
    const languageId = Number(language);
    const has = await db('stories').where({ language_id: languageId }).whereNull('deleted_at').first('id');
    if (!has) continue;
    await insertRows(db, 'users', [
      {
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
    const user = (await db('users').where({ username }).first('id')) as { id: number };
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
      await insertRows(db, 'reading_lists', [
        { user_id: user.id, name: list.name, featured: true, created_at: now, updated_at: now },
      ]);
      const row = (await db('reading_lists').where({ user_id: user.id, name: list.name }).first('id')) as {
        id: number;
      };
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
