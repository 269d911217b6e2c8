/** The flagged images' SQL (migration 20261122000440). */
import type { Knex } from 'knex';
import { now, toApiDate } from '../../db/knex';
import type { AppealStatus, FlaggedImage } from '../../../shared/imageAppeal/api';
import { imagePath } from '../../../shared/imageAppeal/validation';

interface Row {
  id: number;
  image_url: string;
  user_id: number;
  reason: string;
  flagged_at: Date | string;
  appeal_status: string;
}

const COLUMNS = ['id', 'image_url', 'user_id', 'reason', 'flagged_at', 'appeal_status'];

const statusOf = (s: string): AppealStatus => (s === 'submitted' || s === 'resolved' ? s : 'none');

export const toFlaggedImage = (r: Row): FlaggedImage => ({
  imageUrl: r.image_url,
  status: statusOf(r.appeal_status),
  reason: r.reason,
  flaggedAt: toApiDate(r.flagged_at) ?? '',
});

export async function findFlagged(
  db: Knex,
  imageUrl: string,
): Promise<(FlaggedImage & { userId: number }) | null> {
  const row = (await db('flagged_images').where('image_url', imageUrl).first(COLUMNS)) as Row | undefined;
  return row ? { ...toFlaggedImage(row), userId: Number(row.user_id) } : null;
}

export async function findFlaggedOf(db: Knex, userId: number): Promise<FlaggedImage[]> {
  const rows = (await db('flagged_images').where('user_id', userId).orderBy('id').select(COLUMNS)) as Row[];
  return rows.map(toFlaggedImage);
}

/** Which of `urls` are flagged, with their owners (the placeholder rule for everyone else). */
export async function findFlaggedAmong(db: Knex, urls: readonly string[]): Promise<Map<string, number>> {
  if (urls.length === 0) return new Map();
  const rows = (await db('flagged_images')
    .whereIn('image_url', [...urls])
    .select('image_url', 'user_id')) as {
    image_url: string;
    user_id: number;
  }[];
  return new Map(rows.map((r) => [r.image_url, Number(r.user_id)]));
}

/** none → submitted, atomically (two sends at once: one wins). True when this call moved it. */
export async function markAppealed(db: Knex, imageUrl: string, reason: string): Promise<boolean> {
  const changed = await db('flagged_images')
    .where({ image_url: imageUrl, appeal_status: 'none' })
    .update({ appeal_status: 'submitted', appeal_reason: reason || null, appealed_at: now() });
  return Number(changed) === 1;
}

/** Flags an image (the admin CLI; tests): a new flag, or the same image flagged again from scratch. */
export async function upsertFlag(db: Knex, url: string, userId: number, reason: string): Promise<void> {
  const imageUrl = imagePath(url);
  await db.transaction(async (trx) => {
    await trx('flagged_images').where('image_url', imageUrl).delete();
    await trx('flagged_images').insert({
      image_url: imageUrl,
      user_id: userId,
      reason,
      flagged_at: now(),
      appeal_status: 'none',
    });
  });
}

/** Staff's decision on an appeal (resolved; the image stays flagged or is unflagged by deleting it). */
export async function resolveAppeal(db: Knex, imageUrl: string): Promise<boolean> {
  const changed = await db('flagged_images')
    .where('image_url', imagePath(imageUrl))
    .update({ appeal_status: 'resolved', resolved_at: now() });
  return Number(changed) === 1;
}

export async function unflag(db: Knex, imageUrl: string): Promise<boolean> {
  return Number(await db('flagged_images').where('image_url', imagePath(imageUrl)).delete()) > 0;
}
