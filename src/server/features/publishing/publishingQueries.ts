/**
 * Publishing's SQL: a part with its story's owner and details, publish / schedule / unschedule,
 * the scheduler's atomic claims, and uploaded cover images.
 */
import type { Knex } from 'knex';
import { toBool, toDate, type DbDate } from '../../db/knex';
import { refreshStoryStats } from '../../db/storyStats';

export interface PartForPublishing {
  id: number;
  title: string;
  storyId: number;
  ownerId: number;
  draft: boolean;
  deleted: boolean;
  storyDeleted: boolean;
  publishedAt: Date | null;
  scheduledAt: Date | null;
  story: { title: string; description: string; category: number | null; tags: string[] };
}

interface PartRow {
  id: number;
  story_id: number;
  user_id: number;
  draft: unknown;
  deleted_at: DbDate;
  story_deleted_at: DbDate;
  published_at: DbDate;
  scheduled_publish_at: DbDate;
  part_title: string;
  title: string;
  description: string;
  category_id: number | null;
}

export async function findPart(db: Knex, partId: number): Promise<PartForPublishing | null> {
  const row = (await db('parts')
    .join('stories', 'stories.id', 'parts.story_id')
    .where('parts.id', partId)
    .first(
      'parts.id',
      'parts.story_id',
      'stories.user_id',
      'parts.draft',
      'parts.deleted_at',
      'stories.deleted_at as story_deleted_at',
      'parts.published_at',
      'parts.scheduled_publish_at',
      'parts.title as part_title',
      'stories.title',
      'stories.description',
      'stories.category_id',
    )) as PartRow | undefined;
  if (!row) return null;
  // The story's tags from story_tags (stories.tag_names is a copy refreshStoryStats rewrites).
  const tags: string[] = await db('story_tags')
    .join('tags', 'tags.id', 'story_tags.tag_id')
    .where('story_tags.story_id', row.story_id)
    .orderBy('story_tags.position')
    .pluck('tags.name');
  return {
    id: Number(row.id),
    title: row.part_title,
    storyId: Number(row.story_id),
    ownerId: Number(row.user_id),
    draft: toBool(row.draft),
    deleted: Boolean(row.deleted_at),
    storyDeleted: Boolean(row.story_deleted_at),
    publishedAt: toDate(row.published_at),
    scheduledAt: toDate(row.scheduled_publish_at),
    story: {
      title: row.title,
      description: row.description,
      category: row.category_id === null ? null : Number(row.category_id),
      tags,
    },
  };
}

export async function hasVerifiedEmail(db: Knex, userId: number): Promise<boolean> {
  const row = (await db('users').where({ id: userId }).first('verified_email')) as
    { verified_email: unknown } | undefined;
  return Boolean(row && toBool(row.verified_email));
}

/**
 * Publishes a draft part at `at` if it still is a draft (and, for the scheduler, still due):
 * one conditional UPDATE whose row count says whether this caller published it, then the story's
 * counts, in one transaction. Returns whether it did.
 */
export async function publishDraft(
  db: Knex,
  part: { id: number; storyId: number },
  at: Date,
  dueBy?: Date,
): Promise<boolean> {
  return db.transaction(async (trx) => {
    let q = trx('parts').where({ id: part.id, draft: true }).whereNull('deleted_at');
    if (dueBy) q = q.whereNotNull('scheduled_publish_at').where('scheduled_publish_at', '<=', dueBy);
    const n = await q.update({
      draft: false,
      published_at: at,
      scheduled_publish_at: null,
      publish_reminder_at: null,
      modified_at: at,
    });
    if (n !== 1) return false;
    await trx('stories').where({ id: part.storyId }).update({ modified_at: at });
    await refreshStoryStats(trx, part.storyId);
    return true;
  });
}

/** Sets (or clears, with null) a draft's publish time; `reminderAt` marks the reminder as not due. */
export async function setSchedule(
  db: Knex,
  partId: number,
  at: Date | null,
  reminderAt: Date | null,
  modifiedAt: Date,
): Promise<boolean> {
  const n = await db('parts')
    .where({ id: partId, draft: true })
    .whereNull('deleted_at')
    .update({ scheduled_publish_at: at, publish_reminder_at: reminderAt, modified_at: modifiedAt });
  return n === 1;
}

export interface DuePart {
  id: number;
  storyId: number;
  scheduledAt: Date;
}

/** Drafts whose publish time has come (the scheduler then claims each with `publishDraft`). */
export async function findDueParts(db: Knex, nowAt: Date, limit: number): Promise<DuePart[]> {
  const rows = (await db('parts')
    .where({ draft: true })
    .whereNull('deleted_at')
    .whereNotNull('scheduled_publish_at')
    .where('scheduled_publish_at', '<=', nowAt)
    .orderBy('scheduled_publish_at')
    .limit(limit)
    .select('id', 'story_id', 'scheduled_publish_at')) as Array<{
    id: number;
    story_id: number;
    scheduled_publish_at: DbDate;
  }>;
  return rows.map((r) => ({
    id: Number(r.id),
    storyId: Number(r.story_id),
    scheduledAt: toDate(r.scheduled_publish_at) ?? nowAt,
  }));
}

export interface DueReminder {
  partId: number;
  storyId: number;
  partTitle: string;
  storyTitle: string;
  email: string | null;
  username: string;
  scheduledAt: Date;
  rawScheduledAt: DbDate;
}

/** Scheduled drafts publishing within `before` whose reminder nobody has claimed. */
export async function findDueReminders(
  db: Knex,
  nowAt: Date,
  before: Date,
  limit: number,
): Promise<DueReminder[]> {
  const rows = (await db('parts')
    .join('stories', 'stories.id', 'parts.story_id')
    .join('users', 'users.id', 'stories.user_id')
    .where('parts.draft', true)
    .whereNull('parts.deleted_at')
    .whereNull('parts.publish_reminder_at')
    .where('parts.scheduled_publish_at', '>', nowAt)
    .where('parts.scheduled_publish_at', '<=', before)
    .limit(limit)
    .select(
      'parts.id',
      'parts.story_id',
      'parts.title as part_title',
      'stories.title as story_title',
      'users.email',
      'users.username',
      'parts.scheduled_publish_at',
    )) as Array<{
    id: number;
    story_id: number;
    part_title: string;
    story_title: string;
    email: string | null;
    username: string;
    scheduled_publish_at: DbDate;
  }>;
  return rows.map((r) => ({
    partId: Number(r.id),
    storyId: Number(r.story_id),
    partTitle: r.part_title,
    storyTitle: r.story_title,
    email: r.email,
    username: r.username,
    scheduledAt: toDate(r.scheduled_publish_at) ?? nowAt,
    rawScheduledAt: r.scheduled_publish_at,
  }));
}

/** Claims a reminder: true for the one caller whose UPDATE changed the row. */
export async function claimReminder(db: Knex, r: DueReminder, at: Date): Promise<boolean> {
  const n = await db('parts')
    .where({ id: r.partId, draft: true })
    .whereNull('publish_reminder_at')
    .where('scheduled_publish_at', r.scheduledAt)
    .update({ publish_reminder_at: at });
  return n === 1;
}

export interface StoryOwner {
  id: number;
  ownerId: number;
  deleted: boolean;
  coverVersion: string;
}

export async function findStoryOwner(db: Knex, storyId: number): Promise<StoryOwner | null> {
  const row = (await db('stories')
    .where({ id: storyId })
    .first('id', 'user_id', 'deleted_at', 'cover_version')) as
    { id: number; user_id: number; deleted_at: DbDate; cover_version: string } | undefined;
  return row
    ? {
        id: Number(row.id),
        ownerId: Number(row.user_id),
        deleted: Boolean(row.deleted_at),
        coverVersion: row.cover_version,
      }
    : null;
}

/** Stores a story's new cover (every width) and makes it the story's cover; older uploads go. */
export async function saveCover(
  db: Knex,
  storyId: number,
  version: string,
  images: ReadonlyArray<{ width: number; contentType: string; data: Buffer }>,
  at: Date,
): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('cover_images').where({ story_id: storyId }).whereNot({ version }).delete();
    for (const img of images) {
      await trx('cover_images').insert({
        story_id: storyId,
        version,
        width: img.width,
        content_type: img.contentType,
        data: img.data,
        created_at: at,
      });
    }
    await trx('stories').where({ id: storyId }).update({ cover_version: version, modified_at: at });
  });
}

export async function findCoverImage(
  db: Knex,
  storyId: number,
  version: string,
  width: number,
): Promise<{ contentType: string; data: Buffer } | null> {
  const row = (await db('cover_images')
    .where({ story_id: storyId, version, width })
    .first('content_type', 'data')) as { content_type: string; data: Buffer | Uint8Array } | undefined;
  return row ? { contentType: row.content_type, data: Buffer.from(row.data) } : null;
}

/** The writer's own stories (not deleted), newest first: the cover import page's choices. */
export async function findOwnStories(
  db: Knex,
  userId: number,
): Promise<Array<{ id: number; title: string; cover_version: string }>> {
  return (await db('stories')
    .where({ user_id: userId })
    .whereNull('deleted_at')
    .orderBy('modified_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .select('id', 'title', 'cover_version')) as Array<{ id: number; title: string; cover_version: string }>;
}
