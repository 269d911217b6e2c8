/** Reading lists, library and story collections: Knex only, rows in, plain values out. */
import type { Knex } from 'knex';
import { now, toBool, type DbDate } from '../../db/knex';
import { LIST_TAGS } from '../../../shared/common/tags';
import { findListByName as findListNamed } from '../../../shared/lists/validation';
import {
  whereNotMatureIf,
  whereOpenAccount,
  whereReadableStory,
  whereUnreadableStory,
} from '../../policy/visibility';

export interface ListRow {
  id: number;
  user_id: number;
  name: string;
  featured: unknown;
  created_at: DbDate;
  username: string;
}

export interface ListSummaryRow extends ListRow {
  num_stories: number;
  first_story_id: number | null;
}

const listColumns = ['l.id', 'l.user_id', 'l.name', 'l.featured', 'l.created_at', 'u.username'];

/*
 * A list or library shows only readable stories (`whereReadableStory`). A draft cannot be added (the
 * add-to-library button is disabled for drafts, reading-discovery §2), and a story whose parts were
 * all unpublished, or which was deleted, after it was added is left out of every read: its card, the
 * list's count and its cover, for everyone, so an unpublished story never shows in public.
 */

/**
 * Lists with their story count and first story (by position), newest first (listable stories
 * only; not the mature ones when `hideMature`, the visibility policy's `hidesMatureIn`).
 */
function listSummaries(db: Knex, hideMature = false): Knex.QueryBuilder {
  const listed = (table: string, alias: string) =>
    whereNotMatureIf(
      whereReadableStory(
        db(`reading_list_stories as ${table}`).join(
          `stories as ${alias}`,
          `${alias}.id`,
          `${table}.story_id`,
        ),
        alias,
      ),
      alias,
      hideMature,
    );
  const count = listed('c', 'cs').count('*').whereRaw('c.list_id = l.id').as('num_stories');
  const first = listed('f', 'fs')
    .select('f.story_id')
    .whereRaw('f.list_id = l.id')
    .orderBy([{ column: 'f.position' }, { column: 'f.story_id' }])
    .limit(1)
    .as('first_story_id');
  return db('reading_lists as l')
    .join('users as u', 'u.id', 'l.user_id')
    .select([...listColumns, count, first]);
}

export async function findListsOfUser(
  db: Knex,
  userId: number,
  limit: number,
  offset: number,
  hideMature = false,
): Promise<{ rows: ListSummaryRow[]; total: number }> {
  const rows = (await listSummaries(db, hideMature)
    .where('l.user_id', userId)
    .orderBy([
      { column: 'l.featured', order: 'desc' },
      { column: 'l.id', order: 'asc' },
    ])
    .limit(limit)
    .offset(offset)) as ListSummaryRow[];
  // A first page that is not full is every list: no count needed.
  const total = offset === 0 && rows.length < limit ? rows.length : await countLists(db, userId);
  return { rows, total };
}

export async function countLists(db: Knex, userId: number): Promise<number> {
  const row = await db('reading_lists').where('user_id', userId).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** A list by id; a closed account's lists are gone with it. */
export async function findList(db: Knex, id: number): Promise<ListSummaryRow | undefined> {
  return (await whereOpenAccount(listSummaries(db).where('l.id', id), 'u').first()) as
    ListSummaryRow | undefined;
}

/**
 * The user's list whose name equals `name` ignoring case (Unicode case: SQLite's `lower` folds
 * ASCII only, and MySQL's depends on the collation), the oldest if several do.
 */
export async function findListByName(db: Knex, userId: number, name: string): Promise<ListRow | undefined> {
  const rows = (await db('reading_lists as l')
    .join('users as u', 'u.id', 'l.user_id')
    .select(listColumns)
    .where('l.user_id', userId)
    .orderBy('l.id')) as ListRow[];
  return findListNamed(rows, name);
}

export async function insertList(trx: Knex, userId: number, name: string): Promise<number> {
  const at = now();
  const [id] = await trx('reading_lists').insert({
    user_id: userId,
    name,
    featured: false,
    created_at: at,
    updated_at: at,
  });
  return Number(id);
}

/** Appends the stories not already in the list (in the given order). */
export async function addListStories(trx: Knex, listId: number, storyIds: readonly number[]): Promise<void> {
  const existing = new Set(
    (await trx('reading_list_stories').where('list_id', listId).select('story_id')).map(
      (r: { story_id: number }) => Number(r.story_id),
    ),
  );
  const max = await trx('reading_list_stories').where('list_id', listId).max({ p: 'position' }).first();
  let position = Number(max?.p ?? 0);
  const at = now();
  const rows = [...new Set(storyIds)]
    .filter((id) => !existing.has(id))
    .map((story_id) => ({ list_id: listId, story_id, position: ++position, added_at: at }));
  if (rows.length > 0) await trx('reading_list_stories').insert(rows);
  await trx('reading_lists').where('id', listId).update({ updated_at: at });
}

export async function removeListStory(db: Knex, listId: number, storyId: number): Promise<void> {
  await db('reading_list_stories').where({ list_id: listId, story_id: storyId }).delete();
}

/** Story ids of a list in order (listable stories only; not the mature ones when `hideMature`). */
export async function findListStoryIds(db: Knex, listId: number, hideMature = false): Promise<number[]> {
  const rows: { story_id: number }[] = await whereNotMatureIf(
    whereReadableStory(db('reading_list_stories as r').join('stories as s', 's.id', 'r.story_id'), 's'),
    's',
    hideMature,
  )
    .where('r.list_id', listId)
    .orderBy([{ column: 'r.position' }, { column: 'r.story_id' }])
    .select('r.story_id');
  return rows.map((r) => Number(r.story_id));
}

/**
 * The denormalised tag names (JSON) of each list's first `LIST_TAGS.sample` listable stories (not
 * the mature ones when `hideMature`), in list order: what `listTags` ranks. One statement for every
 * list of a page.
 */
export async function findListTagNames(
  db: Knex,
  listIds: readonly number[],
  hideMature = false,
): Promise<Map<number, (string | null)[]>> {
  const out = new Map<number, (string | null)[]>();
  if (listIds.length === 0) return out;
  const ranked = whereNotMatureIf(
    whereReadableStory(db('reading_list_stories as t').join('stories as ts', 'ts.id', 't.story_id'), 'ts'),
    'ts',
    hideMature,
  )
    .whereIn('t.list_id', [...listIds])
    .select(
      't.list_id',
      'ts.tag_names',
      db.raw('row_number() over (partition by ?? order by ??, ??) as ??', [
        't.list_id',
        't.position',
        't.story_id',
        'rn',
      ]),
    );
  const rows: { list_id: number; tag_names: string | null }[] = await db
    .from(ranked.as('r'))
    .where('r.rn', '<=', LIST_TAGS.sample)
    .orderBy([{ column: 'r.list_id' }, { column: 'r.rn' }])
    .select('r.list_id', 'r.tag_names');
  for (const r of rows) {
    const id = Number(r.list_id);
    out.set(id, [...(out.get(id) ?? []), r.tag_names]);
  }
  return out;
}

export async function addLibraryStories(
  trx: Knex,
  userId: number,
  storyIds: readonly number[],
): Promise<void> {
  const existing = new Set(
    (
      await trx('library_stories')
        .where('user_id', userId)
        .whereIn('story_id', [...storyIds])
        .select('story_id')
    ).map((r: { story_id: number }) => Number(r.story_id)),
  );
  const at = now();
  const rows = [...new Set(storyIds)]
    .filter((id) => !existing.has(id))
    .map((story_id) => ({ user_id: userId, story_id, added_at: at }));
  if (rows.length > 0) await trx('library_stories').insert(rows);
}

export async function removeLibraryStory(db: Knex, userId: number, storyId: number): Promise<void> {
  await db('library_stories').where({ user_id: userId, story_id: storyId }).delete();
}

/** A user's library, most recently added first (listable stories only). */
export async function findLibraryStoryIds(
  db: Knex,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  const base = () =>
    whereReadableStory(db('library_stories as ls').join('stories as s', 's.id', 'ls.story_id'), 's').where(
      'ls.user_id',
      userId,
    );
  const [rows, count] = await Promise.all([
    base()
      .orderBy([
        { column: 'ls.added_at', order: 'desc' },
        { column: 'ls.story_id', order: 'desc' },
      ])
      .limit(limit)
      .offset(offset)
      .select('ls.story_id') as Promise<{ story_id: number }[]>,
    base().count({ n: '*' }).first(),
  ]);
  return { ids: rows.map((r) => Number(r.story_id)), total: Number(count?.n ?? 0) };
}

/** For each story: the viewer's list ids holding it, and whether the library holds it. */
export async function findMemberships(
  db: Knex,
  userId: number,
  storyIds: readonly number[],
): Promise<{ listIds: number[]; inLists: { list_id: number; story_id: number }[]; inLibrary: Set<number> }> {
  const [lists, inLists, library] = await Promise.all([
    db('reading_lists').where('user_id', userId).orderBy('id').select('id') as Promise<{ id: number }[]>,
    db('reading_list_stories as r')
      .join('reading_lists as l', 'l.id', 'r.list_id')
      .where('l.user_id', userId)
      .whereIn('r.story_id', [...storyIds])
      .select('r.list_id', 'r.story_id') as Promise<{ list_id: number; story_id: number }[]>,
    db('library_stories')
      .where('user_id', userId)
      .whereIn('story_id', [...storyIds])
      .select('story_id') as Promise<{ story_id: number }[]>,
  ]);
  return {
    listIds: lists.map((l) => Number(l.id)),
    inLists: inLists.map((r) => ({ list_id: Number(r.list_id), story_id: Number(r.story_id) })),
    inLibrary: new Set(library.map((r) => Number(r.story_id))),
  };
}

export const isFeatured = (row: { featured: unknown }): boolean => toBool(row.featured);

/** Of `storyIds`, those that may not go into a list or library: drafts and deleted stories. */
export async function findUnlistableIds(db: Knex, storyIds: readonly number[]): Promise<number[]> {
  const rows: { id: number }[] = await whereUnreadableStory(
    db('stories').whereIn('id', [...storyIds]),
  ).select('id');
  return rows.map((r) => Number(r.id));
}
