/** Votes and reading positions (Knex only). Tables: votes pk(user_id, part_id), reading_positions pk(user_id, story_id). */
import type { Knex } from 'knex';
import { isSqlite, now } from '../../db/knex';

export interface VoteCounts {
  voted: boolean;
  voteCount: number;
  storyVoteCount: number;
}

/**
 * Sets or clears the viewer's vote on a part in one transaction. The part row is locked first
 * (`FOR UPDATE` on MySQL; SQLite serialises writers), so concurrent requests of the same user never
 * count twice; a repeated vote or unvote changes nothing. Counters move by the real change only.
 */
export async function setVote(
  db: Knex,
  v: { userId: number; storyId: number; partId: number; voted: boolean },
): Promise<VoteCounts> {
  return db.transaction(async (trx) => {
    const lock = trx('parts').where('id', v.partId).select('id');
    if (!isSqlite(db)) lock.forUpdate();
    await lock.first();
    const existing = await trx('votes').where({ user_id: v.userId, part_id: v.partId }).first('part_id');
    let delta = 0;
    if (v.voted && !existing) {
      await trx('votes').insert({
        user_id: v.userId,
        part_id: v.partId,
        story_id: v.storyId,
        created_at: now(),
      });
      delta = 1;
    } else if (!v.voted && existing) {
      await trx('votes').where({ user_id: v.userId, part_id: v.partId }).del();
      delta = -1;
    }
    if (delta !== 0) {
      await trx('parts').where('id', v.partId).increment('vote_count', delta);
      await trx('stories').where('id', v.storyId).increment('vote_count', delta);
    }
    const part = (await trx('parts').where('id', v.partId).first('vote_count')) as { vote_count: number };
    const story = (await trx('stories').where('id', v.storyId).first('vote_count')) as { vote_count: number };
    return {
      voted: v.voted,
      voteCount: Math.max(0, Number(part.vote_count)),
      storyVoteCount: Math.max(0, Number(story.vote_count)),
    };
  });
}

export async function hasVoted(db: Knex, userId: number, partId: number): Promise<boolean> {
  return (await db('votes').where({ user_id: userId, part_id: partId }).first('part_id')) !== undefined;
}

export async function findReadingPosition(
  db: Knex,
  userId: number,
  storyId: number,
): Promise<{ part_id: number; position: number } | undefined> {
  return db('reading_positions').where({ user_id: userId, story_id: storyId }).first('part_id', 'position');
}

export async function saveReadingPosition(
  db: Knex,
  r: { userId: number; storyId: number; partId: number; position: number },
): Promise<void> {
  await db('reading_positions')
    .insert({
      user_id: r.userId,
      story_id: r.storyId,
      part_id: r.partId,
      position: r.position,
      updated_at: now(),
    })
    .onConflict(['user_id', 'story_id'])
    .merge(['part_id', 'position', 'updated_at']);
}

/** The user's birthdate ('YYYY-MM-DD') or null. */
export async function findBirthdate(db: Knex, userId: number): Promise<string | null> {
  const row = (await db('users').where('id', userId).first('birthdate')) as
    { birthdate: string | Date | null } | undefined;
  const b = row?.birthdate;
  if (!b) return null;
  return b instanceof Date ? b.toISOString().slice(0, 10) : String(b).slice(0, 10);
}
