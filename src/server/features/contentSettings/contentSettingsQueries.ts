/** Knex for content settings: the `content_settings` row (mature choice, onboarding genres) and `blocked_tags`. */
import type { Knex } from 'knex';
import { now, toBool } from '../../db/knex';

export interface SettingsRow {
  includeMature: boolean;
  preferredTags: string[];
}

const parseList = (json: unknown): string[] => {
  try {
    const v: unknown = JSON.parse(String(json ?? '[]'));
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

export async function findSettings(db: Knex, userId: number): Promise<SettingsRow> {
  const row = (await db('content_settings')
    .where('user_id', userId)
    .first('include_mature', 'preferred_tags')) as
    { include_mature: unknown; preferred_tags: unknown } | undefined;
  return {
    includeMature: row ? toBool(row.include_mature) : false,
    preferredTags: row ? parseList(row.preferred_tags) : [],
  };
}

/** Creates the row when missing, then updates the given columns. */
async function upsert(db: Knex, userId: number, values: Record<string, unknown>): Promise<void> {
  const updated = await db('content_settings')
    .where('user_id', userId)
    .update({ ...values, updated_at: now() });
  if (updated === 0) {
    await db('content_settings')
      .insert({ user_id: userId, ...values, updated_at: now() })
      .onConflict('user_id')
      .merge();
  }
}

export const saveIncludeMature = (db: Knex, userId: number, includeMature: boolean): Promise<void> =>
  upsert(db, userId, { include_mature: includeMature });

export const savePreferredTags = (db: Knex, userId: number, tags: string[]): Promise<void> =>
  upsert(db, userId, { preferred_tags: JSON.stringify(tags) });

export async function findBlockedTags(db: Knex, userId: number): Promise<string[]> {
  const rows = (await db('blocked_tags')
    .where('user_id', userId)
    .orderBy([{ column: 'position' }, { column: 'tag' }])
    .select('tag')) as { tag: string }[];
  return rows.map((r) => r.tag);
}

/** Replaces the whole list in one transaction. */
export async function replaceBlockedTags(db: Knex, userId: number, tags: string[]): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('blocked_tags').where('user_id', userId).delete();
    if (tags.length)
      await trx('blocked_tags').insert(tags.map((tag, position) => ({ user_id: userId, tag, position })));
  });
}
