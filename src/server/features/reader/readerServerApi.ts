import type { ReaderApi } from '../../../shared/reader/api';
import type { ServiceContext } from '../../context';
import { parseId } from '../../lib/http';
import { storyNotFound } from '../../../shared/common/errors';
import { listSimilarStories } from './discoveryService';
import { getReadingPosition, syncReadingPosition, votePart } from './readerService';
import { parseFields } from '../../lib/fields';
import { getStory } from '../stories';

const TAG_RANKINGS = parseFields('tagRankings');

const storyIdOf = (id: string): number => {
  const n = parseId(id);
  if (n === null) throw storyNotFound();
  return n;
};

/** `Api.reading` in-process (SSR); CSRF tokens are an HTTP concern and are ignored here. */
export function createReaderServerApi(ctx: ServiceContext): ReaderApi {
  return {
    vote: async (storyId, partId, voted) => votePart(ctx, storyIdOf(storyId), partId, voted),
    position: async (storyId) => getReadingPosition(ctx, storyIdOf(storyId)),
    savePosition: async (u) => syncReadingPosition(ctx, storyIdOf(u.storyId), u.partId, u.position),
    similar: (storyId) => listSimilarStories(ctx, storyId),
    tagRankings: async (storyId) => (await getStory(ctx, storyId, { fields: TAG_RANKINGS })).tagRankings,
  };
}
