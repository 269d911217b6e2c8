/**
 * Performs what a visitor asked for before the sign-up prompt stopped them (`intent`, shared/
 * accounts/intent.ts), right after the log-in or sign-up post signed them in: the post was
 * CSRF-checked, so this is the visitor's own request. The profile and reader features' own follow
 * and vote services do it (their manifests' `intents`, handed over by the root). A failure (a profile or part that is gone, following oneself) is
 * logged and ignored: the account is signed in either way and lands where it was going.
 */
import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import { parseIntent } from '../../../shared/accounts/intentSchema';
import type { Intent } from '../../../shared/accounts/intent';
import type { ServiceContext } from '../../context';
import type { ContextFactory } from '../../lib/http';
import { loadViewer } from '../../session/viewer';
import type { IntentPerformers } from '../serverFeature';

/** The intent of a form post: the `intent` field, else the post URL's `intent` query value. */
export const intentOf = (req: Request): Intent | null => {
  const body = (req.body ?? {}) as Record<string, unknown>;
  return parseIntent(body.intent ?? req.query.intent);
};

/** The closed set of kinds, each done by the feature that owns it. */
function perform(
  intents: IntentPerformers,
  ctx: ServiceContext,
  intent: Intent,
): Promise<unknown> | undefined {
  switch (intent.kind) {
    case 'follow':
      return intents.follow?.(ctx, intent);
    case 'vote':
      return intents.vote?.(ctx, intent);
  }
}

/**
 * Runs the request's intent (if any; or the one given, e.g. social sign-in's) as the user just
 * signed in; never throws.
 */
export async function performIntent(
  deps: { db: Knex; getContext: ContextFactory; intents?: IntentPerformers },
  req: Request,
  res: Response,
  userId: number,
  intent: Intent | null = intentOf(req),
): Promise<void> {
  if (!intent) return;
  try {
    const origin = deps.getContext(req).origin;
    res.locals.viewer = await loadViewer(deps.db, userId, origin, req.session.epoch);
    const ctx = deps.getContext(req);
    if (ctx.viewer && deps.intents) await perform(deps.intents, ctx, intent);
  } catch (err) {
    req.log?.warn({ err, intent: intent.kind }, 'the action asked for before log-in was not done');
  }
}
