/** The part reader's state rules (declared in `src/shared/reader/routes.ts`). */
import { pathOf } from '../../shared/common/slug';
import { truncate } from '../../shared/common/format';
import type { ReaderPageKey } from '../../shared/reader/routes';
import { loadStatus, titled, type PageRulesFor } from '../pageRule';
import type { RootState } from '../rootReducer';
import { selectPartById, selectPartMeta } from '../stories/partsSlice';
import { selectStoryById } from '../stories/storiesSlice';

/**
 * A refused comment form's status (`selectCommentFormStatus`), read here without importing the
 * comments slice: page rules are in every page's first load, the slice only in the part page's
 * (issue 29). The slice is a page slice, so it may not be in the state yet.
 */
const commentFormStatus = (s: RootState): number | null =>
  (s.comments as RootState['comments'] | undefined)?.refusedStatus ?? null;

const partAndStory = (s: RootState, partId: string) => {
  const part = selectPartById(s, Number(partId));
  const story = part && selectStoryById(s, part.groupId);
  return part && story ? { part, story } : null;
};

export const READER_PAGE_RULES = {
  reader: {
    // A comment form refused without JavaScript answers with its status (the page shows why).
    status: (s, p) => commentFormStatus(s) ?? loadStatus(selectPartMeta(s, Number(p.partId))),
    title: (s, p, status) => {
      const found = partAndStory(s, p.partId);
      if (found) return titled(s, found.story.title, found.part.title);
      // A part the reader may not open is named by its refusal ("Story restricted").
      const refusal = status === 403 ? selectPartMeta(s, Number(p.partId)).error?.message : undefined;
      return refusal ? titled(s, refusal) : null;
    },
    canonical: (s, p) => {
      const found = partAndStory(s, p.partId);
      return found
        ? {
            canonicalPath: pathOf(found.part.url),
            description: truncate(found.story.description, 200),
            image: found.story.cover,
          }
        : null;
    },
  },
} satisfies PageRulesFor<ReaderPageKey>;
