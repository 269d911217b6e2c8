import { withSlices, type FeaturePages } from '../../app/pageLoader';
import { request } from '../../api/request';
import type { StoriesApiPart } from '../../../shared/stories';
import type { Part, PartText, Story } from '../../../shared/stories/api';
import { parseParagraphs } from '../../../shared/common/paragraphs';

/** The stories feature's pages: one chunk each, named `page-<key>` (the server's manifest and the bench read the names). */
export const storiesPages = {
  story: withSlices(
    () => import(/* webpackChunkName: "page-story" */ './StoryPage'),
    () => import(/* webpackChunkName: "page-story" */ '../../../reducers/lists').then((m) => m.listsSlices),
  ),
  storyRankings: () => import(/* webpackChunkName: "page-storyRankings" */ './StoryRankingsPage'),
} satisfies FeaturePages;

/** A story and its parts: the core reading calls, in the first load (not `lazyPart`). */
export const storiesHttp = (base: string): StoriesApiPart => ({
  stories: {
    get: (id) => request<Story>(base, `/api/v3/stories/${encodeURIComponent(id)}`),
  },
  parts: {
    get: (id) => request<Part>(base, `/v4/parts/${id}`),
    text: async (id): Promise<PartText> => {
      const r = await request<{ text: string; text_hash: string }>(
        base,
        `/apiv2/storytext?id=${id}&output=json`,
      );
      return { partId: id, paragraphs: parseParagraphs(r.text), textHash: r.text_hash };
    },
  },
});
