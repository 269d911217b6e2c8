import type {
  CreatedPart,
  EditorApi,
  EditorDocument,
  EditorPartItem,
  SavedText,
} from '../../../shared/editor/api';
import { jsonWrite, request } from '../../api/request';

/** The part editor's calls over HTTP (src/server/features/editor/editorRouter.ts). */
export function createEditorHttpApi(base: string): EditorApi {
  return {
    load: (partId) => request<EditorDocument>(base, `/v4/parts/${partId}/editor`),
    saveText: (partId, body, csrfToken) =>
      request<SavedText>(base, `/v4/parts/${partId}/text`, jsonWrite('PUT', csrfToken, body)),
    createPart: (storyId, csrfToken) =>
      request<CreatedPart>(base, `/v4/stories/${storyId}/parts`, jsonWrite('POST', csrfToken, {})),
    reorder: async (storyId, partIds, csrfToken) =>
      (
        await request<{ parts: EditorPartItem[] }>(
          base,
          `/v4/stories/${storyId}/parts/order`,
          jsonWrite('PUT', csrfToken, { parts: partIds }),
        )
      ).parts,
    deletePart: async (partId, csrfToken) =>
      (
        await request<{ parts: EditorPartItem[] }>(
          base,
          `/v4/parts/${partId}`,
          jsonWrite('DELETE', csrfToken),
        )
      ).parts,
  };
}
