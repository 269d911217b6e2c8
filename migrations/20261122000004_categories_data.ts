import type { Knex } from 'knex';

const ALL = 'onboarding,writing,searching';

/**
 * Reference genres. Ids 1–24 are the legacy API's ids (third-party tools map them by id); 30–32
 * are ours. `sort` is the display order of `GET /api/v3/categories`.
 */
const CATEGORIES: Array<[id: number, name: string, roles: string]> = [
  [4, 'Romance', ALL],
  [5, 'Science Fiction', ALL],
  [3, 'Fantasy', ALL],
  [7, 'Humor', ALL],
  [12, 'Paranormal', ALL],
  [8, 'Mystery / Thriller', ALL],
  [9, 'Horror', ALL],
  [11, 'Adventure', ALL],
  [23, 'Historical Fiction', ALL],
  [1, 'Teen Fiction', ALL],
  [6, 'Fanfiction', ALL],
  [2, 'Poetry', ALL],
  [17, 'Short Story', ALL],
  [21, 'General Fiction', ALL],
  [24, 'ChickLit', ALL],
  [14, 'Action', ALL],
  [18, 'Vampire', ALL],
  [22, 'Werewolf', ALL],
  [13, 'Spiritual', ALL],
  [16, 'Non-Fiction', ALL],
  [30, 'New Adult', ALL],
  [31, 'LGBTQ+', ALL],
  [32, 'Diverse Lit', ALL],
  [10, 'Classics', 'onboarding,searching'],
  [19, 'Random', 'writing,searching'],
];

export async function up(knex: Knex): Promise<void> {
  const have = new Set((await knex('categories').select('id')).map((r: { id: number }) => Number(r.id)));
  const rows = CATEGORIES.map(([id, name, roles], i) => ({
    id,
    name,
    name_english: name,
    roles,
    sort: i + 1,
  }));
  const missing = rows.filter((r) => !have.has(r.id));
  if (missing.length) await knex('categories').insert(missing);
}

export async function down(knex: Knex): Promise<void> {
  await knex('categories')
    .whereIn(
      'id',
      CATEGORIES.map(([id]) => id),
    )
    .delete();
}
