/** The part editor's page of the page table (issue 28 #2). */
import type { PageMeta } from '../common/pageMeta';
import { editorRequested } from './actions';

export type EditorPageKey = 'editor';

export const EDITOR_PAGES = {
  // The story's owner only (a visitor is sent to log in by the server's forms router; anyone else
  // gets the page's 403 / 404 from its status rule). Its forms work without JavaScript.
  editor: {
    pattern: /^\/myworks\/0*(\d+)\/write\/0*(\d+)\/?$/,
    keys: ['id', 'partId'], // id: the story's
    loginRequired: true,
    forms: true,
    preload: (m, _q, viewer) => (viewer ? [editorRequested({ partId: Number(m.params.partId) })] : []),
    rules: ['status', 'title'],
  },
} satisfies Record<EditorPageKey, PageMeta>;
