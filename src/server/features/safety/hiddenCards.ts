/**
 * Story listings without the accounts the viewer must not be shown (the visibility policy's
 * `hiddenAuthors`: muted, blocked and blocking accounts). Applied to the cards after the listing's
 * own query, so the listings' shared caches (one answer per mature setting, for every viewer)
 * stay shared: a visitor or a viewer hiding nobody pays nothing, the others one indexed query.
 * A page may then hold fewer cards than its size; its total and next page are the listing's.
 */
import type { ServiceContext } from '../../context';
import { hiddenAuthors } from '../../policy/visibility';

export async function withoutHiddenAuthors<T extends { user: { name: string } }>(
  ctx: ServiceContext,
  cards: T[],
): Promise<T[]> {
  if (!ctx.viewer || cards.length === 0) return cards;
  const drop = await hiddenAuthorNames(ctx);
  if (drop.size === 0) return cards;
  return cards.filter((c) => !drop.has(c.user.name.toLowerCase()));
}

/**
 * The usernames (lowercased) of the accounts `hiddenAuthors` names, for filters of cards that carry
 * their author's username (`card.user.name`, a card row's `username`). Visitors and viewers hiding
 * nobody: an empty set (and no second query).
 */
export async function hiddenAuthorNames(ctx: ServiceContext): Promise<ReadonlySet<string>> {
  if (!ctx.viewer) return new Set<string>();
  const hidden = await hiddenAuthors(ctx);
  if (hidden.size === 0) return new Set<string>();
  const names = (await ctx
    .db('users')
    .whereIn('id', [...hidden])
    .pluck('username')) as string[];
  return new Set(names.map((n) => n.toLowerCase()));
}
