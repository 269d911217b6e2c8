/** `GET /v4/stories/collections?storyIds=`: per story, the viewer's collections → membership. */
import { LIBRARY_COLLECTION, type StoryCollections } from '../../../shared/lists/api';
import type { ServiceContext } from '../../context';
import { requireViewer } from '../../session/requireViewer';
import { findMemberships } from './listsQueries';

export async function getCollections(
  ctx: ServiceContext,
  storyIds: readonly number[],
): Promise<StoryCollections> {
  const viewer = requireViewer(ctx);
  const { listIds, inLists, inLibrary } = await findMemberships(ctx.db, viewer.id, storyIds);
  const out: StoryCollections = {};
  for (const storyId of storyIds) {
    const map: Record<string, boolean> = { [LIBRARY_COLLECTION]: inLibrary.has(storyId) };
    for (const listId of listIds) map[String(listId)] = false;
    out[String(storyId)] = map;
  }
  for (const { list_id, story_id } of inLists) {
    const map = out[String(story_id)];
    if (map) map[String(list_id)] = true;
  }
  return out;
}
