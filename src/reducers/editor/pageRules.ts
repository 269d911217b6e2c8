/**
 * The editor page's state rules (declared in `src/shared/editor/routes.ts`). Every page's rules are
 * in the first load, so this imports none of the editor's texts (its title is the part's and the
 * story's titles).
 */
import type { EditorPageKey } from '../../shared/editor/routes';
import { loadStatus, titled, type PageRulesFor } from '../pageRule';
import type { RootState } from '../rootReducer';

export const EDITOR_PAGE_RULES = {
  editor: {
    // A refused no-JavaScript form first (its 400 / 403), then the load (404 unknown, 403 not yours).
    status: (s: RootState) => s.editor.form?.status ?? loadStatus(s.editor),
    title: (s: RootState) => {
      const doc = s.editor.doc;
      return doc ? titled(s, doc.part.title, doc.story.title) : null;
    },
  },
} satisfies PageRulesFor<EditorPageKey>;
