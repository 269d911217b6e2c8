import type { StoryCard } from '../../../shared/stories/api';
import type { ServiceContext } from '../../context';
import { type CardRow, storyCardRows, toStoryCard } from '../stories';
import { whereReadableStory, whereStoryNotDeleted } from '../../policy/visibility';

/**
 * Story cards for ids in the given order (one query whatever the count). Only stories anyone may
 * open: not deleted, with a published part (a draft's card never shows in a list, a library, a
 * profile, continue reading or "You may also like"); `drafts` lets a writer's own drafts through.
 */
export async function storyCardsByIds(
  ctx: ServiceContext,
  ids: readonly number[],
  { drafts = false }: { drafts?: boolean } = {},
): Promise<StoryCard[]> {
  if (ids.length === 0) return [];
  const query = storyCardRows(ctx.db).whereIn('stories.id', [...ids]);
  const rows: CardRow[] = await (drafts
    ? whereStoryNotDeleted(query, 'stories')
    : whereReadableStory(query, 'stories'));
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toStoryCard(row, ctx.origin)] : [];
  });
}
