/** The polls' SQL (Knex): polls, their options and answers. The service holds the rules. */
import type { Knex } from 'knex';
import { now } from '../../db/knex';

export interface PollRow {
  id: number;
  story_id: number;
  part_id: number;
  user_id: number;
  type: string;
  question: string;
  answer_count: number;
}

export interface OptionRow {
  id: number;
  poll_id: number;
  position: number;
  text: string;
  answer_count: number;
}

/** Who answers: a signed-in user, or a visitor's browser (its `poll-voter` cookie id). */
export type Voter = { userId: number } | { visitorKey: string };

const POLL_COLUMNS = ['id', 'story_id', 'part_id', 'user_id', 'type', 'question', 'answer_count'];
const OPTION_COLUMNS = ['id', 'poll_id', 'position', 'text', 'answer_count'];

const numeric = <T extends object>(row: T, keys: (keyof T)[]): T => {
  const out = { ...row };
  for (const k of keys) (out as Record<keyof T, unknown>)[k] = Number(row[k]);
  return out;
};
const toPoll = (r: PollRow): PollRow => numeric(r, ['id', 'story_id', 'part_id', 'user_id', 'answer_count']);
const toOption = (r: OptionRow): OptionRow => numeric(r, ['id', 'poll_id', 'position', 'answer_count']);

export async function findPartPolls(db: Knex, partId: number): Promise<PollRow[]> {
  const rows = (await db('polls').where({ part_id: partId }).orderBy('id').select(POLL_COLUMNS)) as PollRow[];
  return rows.map(toPoll);
}

export async function findPoll(db: Knex, pollId: number): Promise<PollRow | null> {
  const row = (await db('polls').where({ id: pollId }).first(POLL_COLUMNS)) as PollRow | undefined;
  return row ? toPoll(row) : null;
}

export async function findOptions(db: Knex, pollIds: readonly number[]): Promise<Map<number, OptionRow[]>> {
  const byPoll = new Map<number, OptionRow[]>(pollIds.map((id) => [id, []]));
  if (!pollIds.length) return byPoll;
  const rows = (await db('poll_options')
    .whereIn('poll_id', pollIds)
    .orderBy(['poll_id', 'position'])
    .select(OPTION_COLUMNS)) as OptionRow[];
  for (const r of rows.map(toOption)) byPoll.get(r.poll_id)?.push(r);
  return byPoll;
}

const whereVoter = (q: Knex.QueryBuilder, voter: Voter): Knex.QueryBuilder =>
  'userId' in voter ? q.where('user_id', voter.userId) : q.where('visitor_key', voter.visitorKey);

/** The voter's answer per poll (option id). */
export async function findAnswers(
  db: Knex,
  pollIds: readonly number[],
  voter: Voter | null,
): Promise<Map<number, number>> {
  if (!voter || !pollIds.length) return new Map();
  const rows = (await whereVoter(db('poll_answers').whereIn('poll_id', pollIds), voter).select(
    'poll_id',
    'option_id',
  )) as { poll_id: number; option_id: number }[];
  return new Map(rows.map((r) => [Number(r.poll_id), Number(r.option_id)]));
}

/** The poll with its options, in one transaction. */
export async function insertPoll(
  db: Knex,
  poll: { storyId: number; partId: number; userId: number; type: string; question: string },
  options: readonly string[],
): Promise<number> {
  return db.transaction(async (trx) => {
    const [inserted] = await trx('polls').insert({
      story_id: poll.storyId,
      part_id: poll.partId,
      user_id: poll.userId,
      type: poll.type,
      question: poll.question,
      answer_count: 0,
      created_at: now(),
    });
    const id = Number(inserted);
    await trx('poll_options').insert(options.map((text, position) => ({ poll_id: id, position, text })));
    return id;
  });
}

/** Deletes a poll with its options and answers (children first: no reliance on cascades). */
export async function deletePoll(db: Knex, pollId: number): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('poll_answers').where({ poll_id: pollId }).delete();
    await trx('poll_options').where({ poll_id: pollId }).delete();
    await trx('polls').where({ id: pollId }).delete();
  });
}

/**
 * Records an answer and moves the counts, in one transaction. The unique indexes refuse a second
 * answer of the same voter (the caller turns that into its answer).
 */
export async function insertAnswer(db: Knex, pollId: number, optionId: number, voter: Voter): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('poll_answers').insert({
      poll_id: pollId,
      option_id: optionId,
      user_id: 'userId' in voter ? voter.userId : null,
      visitor_key: 'visitorKey' in voter ? voter.visitorKey : null,
      created_at: now(),
    });
    await trx('poll_options').where({ id: optionId }).increment('answer_count', 1);
    await trx('polls').where({ id: pollId }).increment('answer_count', 1);
  });
}

/** Whether a user's email is verified (the poll vote's gate). */
export async function isEmailVerified(db: Knex, userId: number): Promise<boolean> {
  const row = (await db('users').where({ id: userId }).first('verified_email')) as
    { verified_email: unknown } | undefined;
  return Boolean(row && Number(row.verified_email));
}

export interface OwnerRow {
  id: number;
  username: string;
  avatar_version: string;
}

export async function findUser(db: Knex, userId: number): Promise<OwnerRow | null> {
  const row = (await db('users').where({ id: userId }).first('id', 'username', 'avatar_version')) as
    OwnerRow | undefined;
  return row ? { ...row, id: Number(row.id) } : null;
}

/** The story's owner (the poll's writer side), or null when the story is gone. */
export async function findStoryOwnerId(db: Knex, storyId: number): Promise<number | null> {
  const row = (await db('stories').where({ id: storyId }).first('user_id')) as
    { user_id: number } | undefined;
  return row ? Number(row.user_id) : null;
}

export async function countPartPolls(db: Knex, partId: number): Promise<number> {
  const row = (await db('polls').where({ part_id: partId }).count({ n: '*' }).first()) as {
    n: number | string;
  };
  return Number(row.n);
}
