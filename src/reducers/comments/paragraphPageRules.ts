/** The paragraph comments page's state rules (declared in `src/shared/comments/paragraphRoutes.ts`). */
import { PARAGRAPH_MESSAGES as M } from '../../shared/comments/paragraphMessages';
import type { ParagraphPageKey } from '../../shared/comments/paragraphRoutes';
import { loadStatus, titled, type PageRulesFor } from '../pageRule';
import { selectPartById, selectPartMeta, selectPartParagraphs } from '../stories/partsSlice';

export const PARAGRAPH_PAGE_RULES = {
  paragraphComments: {
    // The part's own status (404, 403 restricted, …); a paragraph no longer in the part: 404.
    status: (s, p) => {
      const partId = Number(p.partId);
      const status = loadStatus(selectPartMeta(s, partId));
      if (status) return status;
      const paragraphs = selectPartParagraphs(s, partId);
      return paragraphs && !paragraphs.some((x) => x.id === p.paragraphId) ? 404 : null;
    },
    title: (s, p, status) => {
      const part = selectPartById(s, Number(p.partId));
      return part && status < 400 ? titled(s, M.pageTitle(part.title)) : null;
    },
  },
} satisfies PageRulesFor<ParagraphPageKey>;
