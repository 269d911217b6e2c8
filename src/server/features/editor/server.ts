/** The part editor's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { editorAuthorization } from './authorization';
import { createEditorFormsRouter } from './editorFormsRouter';
import { createEditorRouter } from './editorRouter';
import { createEditorServerApi } from './editorServerApi';

export const editorServer = {
  name: 'editor',
  authorization: editorAuthorization,
  routers: ({ getContext, renderPage }) => ({
    routes: [createEditorRouter(getContext), createEditorFormsRouter(getContext, renderPage)],
  }),
  serverApi: (ctx) => ({ editor: createEditorServerApi(ctx) }),
} satisfies ServerFeature<'editor'>;
