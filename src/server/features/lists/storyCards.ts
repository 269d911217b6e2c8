/** Story cards for ids in the given order (three queries whatever the count). */
import type { StoryCard } from '../../../shared/api/stories';
import type { ServiceContext } from '../../context';
import { toStoryCard } from '../stories/storiesMapping';
import {
  findPublishedPartIds,
  findTagNames,
  storiesWithAuthor,
  type StoryRow,
} from '../stories/storiesQueries';

export async function storyCardsByIds(ctx: ServiceContext, ids: readonly number[]): Promise<StoryCard[]> {
  if (ids.length === 0) return [];
  const [rows, parts, tags] = await Promise.all([
    storiesWithAuthor(ctx.db)
      .whereIn('stories.id', [...ids])
      .whereNull('stories.deleted_at') as Promise<StoryRow[]>,
    findPublishedPartIds(ctx.db, ids),
    findTagNames(ctx.db, ids),
  ]);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toStoryCard(row, ctx.origin, tags.get(id) ?? [], parts.get(id) ?? [])] : [];
  });
}
