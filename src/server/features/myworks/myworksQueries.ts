/**
 * The writing studio's queries (the only Knex of the feature): the writer's stories with their
 * part counts, a story's settings and parts, creating a story with its first part, saving the
 * details and tags, and the notes row.
 */
import type { Knex } from 'knex';
import { now, type DbDate } from '../../db/knex';
import { whereCountedPart, whereStoryNotDeleted } from '../../policy/visibility';

export interface MyStoryRow {
  id: number;
  user_id: number;
  title: string;
  description: string;
  language_id: number;
  category_id: number | null;
  copyright: number;
  rating: number;
  mature: number | boolean;
  completed: number | boolean;
  cover_version: string;
  read_count: number;
  vote_count: number;
  comment_count: number;
  published_part_count: number;
  modified_at: DbDate;
  deleted_at: DbDate;
}

const STORY_COLUMNS = [
  'id',
  'user_id',
  'title',
  'description',
  'language_id',
  'category_id',
  'copyright',
  'rating',
  'mature',
  'completed',
  'cover_version',
  'read_count',
  'vote_count',
  'comment_count',
  'published_part_count',
  'modified_at',
  'deleted_at',
];

/** A writer's stories not deleted, most recently changed first (drafts included). */
export function findMyStoryRows(db: Knex, userId: number): Promise<MyStoryRow[]> {
  return whereStoryNotDeleted(db('stories').where({ user_id: userId }))
    .orderBy([
      { column: 'modified_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select(STORY_COLUMNS) as Promise<MyStoryRow[]>;
}

/** Per story: its draft parts not deleted, and its last part in reading order. */
export async function findDraftCounts(
  db: Knex,
  storyIds: readonly number[],
): Promise<Map<number, { drafts: number; lastPartId: number | null }>> {
  const out = new Map<number, { drafts: number; lastPartId: number | null }>();
  if (storyIds.length === 0) return out;
  const rows: { story_id: number; id: number; draft: number | boolean }[] = await db('parts')
    .whereIn('story_id', [...storyIds])
    .whereNull('deleted_at')
    .orderBy(['story_id', 'position', 'id'])
    .select('story_id', 'id', 'draft');
  for (const id of storyIds) out.set(id, { drafts: 0, lastPartId: null });
  for (const r of rows) {
    const e = out.get(Number(r.story_id));
    if (!e) continue;
    if (r.draft === true || Number(r.draft) === 1) e.drafts += 1;
    e.lastPartId = Number(r.id);
  }
  return out;
}

/** A story by id (deleted ones too: the service decides), or undefined. */
export function findStoryRow(db: Knex, id: number): Promise<MyStoryRow | undefined> {
  return db('stories').where({ id }).first(STORY_COLUMNS) as Promise<MyStoryRow | undefined>;
}

export interface MyPartRow {
  id: number;
  title: string;
  draft: number | boolean;
  deleted_at: DbDate;
  scheduled_publish_at: DbDate;
  modified_at: DbDate;
}

/** Every part of a story in reading order (deleted ones too: the owner sees them marked). */
export function findPartRows(db: Knex, storyId: number): Promise<MyPartRow[]> {
  return db('parts')
    .where({ story_id: storyId })
    .orderBy(['position', 'id'])
    .select('id', 'title', 'draft', 'deleted_at', 'scheduled_publish_at', 'modified_at') as Promise<
    MyPartRow[]
  >;
}

/** Published parts of a story (the visibility policy's counted parts). */
export async function countPublishedParts(db: Knex, storyId: number): Promise<number> {
  const row = (await whereCountedPart(db('parts').where({ story_id: storyId }))
    .count({ n: '*' })
    .first()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}

export function findStoryTagNames(db: Knex, storyId: number): Promise<string[]> {
  return db('story_tags')
    .join('tags', 'tags.id', 'story_tags.tag_id')
    .where('story_tags.story_id', storyId)
    .orderBy('story_tags.position')
    .pluck('tags.name') as Promise<string[]>;
}

/**
 * The categories a writer may file a story under: those whose `roles` (a comma list, as
 * `GET /api/v3/categories` gives them) include writing, and `keepId` (the story's own category,
 * so a story filed before keeps it).
 */
export async function findCategoryChoices(
  db: Knex,
  keepId: number | null = null,
): Promise<{ id: number; name: string }[]> {
  const rows: { id: number; name: string; roles: string | null }[] = await db('categories')
    .orderBy(['sort', 'id'])
    .select('id', 'name', 'roles');
  return rows
    .filter(
      (c) =>
        (c.roles ?? '')
          .split(',')
          .map((r) => r.trim())
          .includes('writing') ||
        (keepId !== null && Number(c.id) === keepId),
    )
    .map((c) => ({ id: Number(c.id), name: c.name }));
}

export const findLanguageChoices = (db: Knex): Promise<{ id: number; name: string }[]> =>
  db('languages').orderBy(['sort', 'id']).select('id', 'name');

/** A new story (the untitled title) and its first part, a draft: one transaction. */
export async function insertStoryWithPart(
  trx: Knex.Transaction,
  userId: number,
  languageId: number,
  storyTitle: string,
  partTitle: string,
): Promise<{ storyId: number; partId: number }> {
  const at = now();
  const [storyId] = (await trx('stories').insert({
    user_id: userId,
    title: storyTitle,
    description: '',
    language_id: languageId,
    tag_names: '[]',
    created_at: at,
    modified_at: at,
  })) as number[];
  const [partId] = (await trx('parts').insert({
    story_id: storyId,
    position: 1,
    title: partTitle,
    draft: true,
    created_at: at,
    modified_at: at,
  })) as number[];
  await trx('part_texts').insert({ part_id: partId, text_html: '' });
  return { storyId: Number(storyId), partId: Number(partId) };
}

export interface SettingsUpdate {
  title: string;
  description: string;
  category_id: number | null;
  language_id: number;
  mature: boolean;
  rating: number;
  completed: boolean;
  copyright: number;
}

export async function updateStory(trx: Knex.Transaction, storyId: number, u: SettingsUpdate): Promise<void> {
  await trx('stories')
    .where({ id: storyId })
    .update({ ...u, modified_at: now() });
}

/** The story's tags become `names`, in that order (tags are created as needed, lower case). */
export async function replaceStoryTags(
  trx: Knex.Transaction,
  storyId: number,
  names: readonly string[],
): Promise<void> {
  const ids = new Map<string, number>();
  if (names.length) {
    const existing: { id: number; name: string }[] = await trx('tags')
      .whereIn('name', [...names])
      .select('id', 'name');
    for (const t of existing) ids.set(t.name.toLowerCase(), Number(t.id));
    for (const n of names) {
      if (ids.has(n)) continue;
      const [id] = (await trx('tags').insert({ name: n })) as number[];
      ids.set(n, Number(id));
    }
  }
  await trx('story_tags').where({ story_id: storyId }).delete();
  if (names.length) {
    const read = (await trx('stories').where({ id: storyId }).first('read_count')) as
      { read_count: number } | undefined;
    await trx('story_tags').insert(
      names.map((n, position) => ({
        story_id: storyId,
        tag_id: ids.get(n),
        position,
        read_count: Number(read?.read_count ?? 0),
      })),
    );
  }
}

export interface NotesRow {
  notes: string;
  submitted_at: DbDate;
}

export const findNotesRow = (db: Knex, storyId: number): Promise<NotesRow | undefined> =>
  db('story_notes').where({ story_id: storyId }).first('notes', 'submitted_at') as Promise<
    NotesRow | undefined
  >;

/** Writes the story's notes whole (insert or replace); `submitted` stamps the submit time. */
export async function upsertNotes(
  trx: Knex.Transaction,
  storyId: number,
  notes: string,
  submitted: boolean,
): Promise<void> {
  const at = now();
  const row = { notes, updated_at: at, ...(submitted ? { submitted_at: at } : {}) };
  const updated = await trx('story_notes').where({ story_id: storyId }).update(row);
  if (!updated) await trx('story_notes').insert({ story_id: storyId, ...row });
}
