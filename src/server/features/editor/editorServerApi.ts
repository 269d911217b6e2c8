/** The editor's part of the in-process `Api` (SSR preloads call it with the request's viewer). */
import type { EditorApi } from '../../../shared/editor/api';
import type { ServiceContext } from '../../context';
import { createPart, deletePart, loadEditor, reorderParts, savePartText } from './editorService';
import { sanitizeToParagraphs } from './sanitize';

export function createEditorServerApi(ctx: ServiceContext): EditorApi {
  return {
    load: (partId) => loadEditor(ctx, partId),
    saveText: (partId, body) =>
      savePartText(ctx, partId, {
        title: body.title,
        paragraphs: sanitizeToParagraphs(body.text),
        compare: 'html',
      }),
    createPart: (storyId) => createPart(ctx, storyId),
    reorder: (storyId, partIds) => reorderParts(ctx, storyId, partIds),
    deletePart: (partId) => deletePart(ctx, partId),
  };
}
