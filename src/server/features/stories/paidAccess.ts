/**
 * Which paywalled parts a viewer may open. The paid-content feature supplies its check
 * (purchases, subscriptions) as `AppDeps.paidAccess`, which every `ServiceContext` carries
 * (`ctx.paidAccess`, `noPaidAccess` by default); until then nobody but the owner/sysadmin (checked
 * by the callers) opens a paywalled part. Which parts are paywalled is the visibility policy's rule
 * (`isPaywalledPart`).
 */
import type { PaidAccessCheck, ServiceContext } from '../../context';
import { isPaywalledPart } from '../../policy/visibility';
import type { StoryRow } from './storiesQueries';
import type { PartRow } from './partsQueries';

export type { PaidAccessCheck };

/** The request's paid-access check (`ServiceContext.paidAccess`). */
export const paidAccessCheck: PaidAccessCheck = (ctx, storyId, partIds) =>
  ctx.paidAccess(ctx, storyId, partIds);

/** Ids of `rows` the viewer cannot open (paywalled, not unlocked); none for the owner/sysadmin. */
export async function blockedPartIds(
  ctx: ServiceContext,
  story: StoryRow,
  rows: readonly PartRow[],
  canManage: boolean,
): Promise<Set<number>> {
  if (canManage) return new Set();
  const paywalled = rows.filter((p) => isPaywalledPart(story, p)).map((p) => Number(p.id));
  if (paywalled.length === 0) return new Set();
  const unlocked = await paidAccessCheck(ctx, Number(story.id), paywalled);
  return new Set(paywalled.filter((id) => !unlocked.has(id)));
}
