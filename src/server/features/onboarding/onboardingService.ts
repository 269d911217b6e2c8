/**
 * Writer onboarding answers (writing-paid-content §3–§4): stored per user, each answer optional
 * (writer stage and finished story may stay null). The user themself only (401 1018 / 403 1154).
 */
import type { Knex } from 'knex';
import type { OnboardingAnswers } from '../../../shared/onboarding/api';
import { onboardingMessages } from '../../../shared/onboarding/messages';
import { asFinishedStory, asUserType, asWriterStage } from '../../../shared/onboarding/validation';
import type { ServiceContext } from '../../context';
import { now } from '../../db/knex';
import { requireSelf } from '../lists';

const EMPTY: OnboardingAnswers = { user_type: null, writer_stage: null, finished_story: null };

async function findAnswers(db: Knex, userId: number): Promise<OnboardingAnswers> {
  const row = (await db('onboarding_answers')
    .where('user_id', userId)
    .first('user_type', 'writer_stage', 'finished_story')) as Record<string, unknown> | undefined;
  if (!row) return { ...EMPTY };
  return {
    user_type: asUserType(row.user_type),
    writer_stage: asWriterStage(row.writer_stage),
    finished_story: asFinishedStory(row.finished_story),
  };
}

export async function getAnswers(ctx: ServiceContext, username: string): Promise<OnboardingAnswers> {
  const viewer = requireSelf(ctx, username, onboardingMessages.notYours);
  return findAnswers(ctx.db, viewer.id);
}

/** Stores the given answers (others keep their value) and answers the whole set. */
export async function saveAnswers(
  ctx: ServiceContext,
  username: string,
  answers: Partial<OnboardingAnswers>,
): Promise<OnboardingAnswers> {
  const viewer = requireSelf(ctx, username, onboardingMessages.notYours);
  const values: Record<string, unknown> = {};
  for (const key of ['user_type', 'writer_stage', 'finished_story'] as const)
    if (answers[key] !== undefined) values[key] = answers[key];
  await ctx.db.transaction(async (trx) => {
    const updated = await trx('onboarding_answers')
      .where('user_id', viewer.id)
      .update({ ...values, updated_at: now() });
    if (updated === 0)
      await trx('onboarding_answers').insert({ ...EMPTY, ...values, user_id: viewer.id, updated_at: now() });
  });
  return findAnswers(ctx.db, viewer.id);
}
