/** The editor page's state rules (declared in `src/shared/editor/routes.ts`). */
import type { EditorPageKey } from '../../shared/editor/routes';
import { EDITOR_MESSAGES as M } from '../../shared/editor/messages';
import { loadStatus, titled, type PageRulesFor } from '../pageRule';
import type { RootState } from '../rootReducer';

export const EDITOR_PAGE_RULES = {
  editor: {
    // A refused no-JavaScript form first (its 400 / 403), then the load (404 unknown, 403 not yours).
    status: (s: RootState) => s.editor.form?.status ?? loadStatus(s.editor),
    title: (s: RootState) => {
      const doc = s.editor.doc;
      return doc ? titled(s, `${M.editing} ${doc.part.title}`, doc.story.title) : null;
    },
  },
} satisfies PageRulesFor<EditorPageKey>;
