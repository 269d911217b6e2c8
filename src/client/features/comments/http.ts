import type {
  Comment,
  CommentResource,
  CommentsApi,
  CommentsPage,
  ParagraphCounts,
} from '../../../shared/comments/api';
import { jsonWrite, request } from '../../api/request';

const LIKE = encodeURIComponent(':like:');
const commentPath = (id: string) => `/v5/comments/namespaces/comments/resources/${encodeURIComponent(id)}`;
const listPath = (r: CommentResource) =>
  `/v5/comments/namespaces/${r.namespace}/resources/${encodeURIComponent(r.resourceId)}/comments`;

type LikeAnswer = { count?: number; sentiments?: { ':like:'?: { count: number } } };
/** The answer carries the count as `sentiments {":like:": {count}}` (or bare `count`). */
const likeCount = (b: LikeAnswer): { count: number } => ({
  count: b.sentiments?.[':like:']?.count ?? b.count ?? 0,
});

/** The comments' calls over HTTP (API-COMPAT.md "Comments (v5)"; the contract's doc comments). */
export function createCommentsHttpApi(base: string): CommentsApi {
  return {
    list: (resource, { limit, after }) =>
      request<CommentsPage>(
        base,
        `${listPath(resource)}?limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`,
      ),
    get: (commentId) => request<Comment>(base, `/v5/comments/${encodeURIComponent(commentId)}`),
    post: (resource, text, csrfToken) =>
      request<Comment>(base, '/v5/comments', jsonWrite('POST', csrfToken, { resource, text })),
    remove: async (commentId, csrfToken) => {
      await request(base, commentPath(commentId), jsonWrite('DELETE', csrfToken));
    },
    like: async (commentId, csrfToken) =>
      likeCount(
        await request<LikeAnswer>(
          base,
          `${commentPath(commentId)}/sentiments/${LIKE}`,
          jsonWrite('POST', csrfToken),
        ),
      ),
    unlike: async (commentId, csrfToken) =>
      likeCount(
        await request<LikeAnswer>(
          base,
          `${commentPath(commentId)}/sentiments/${LIKE}`,
          jsonWrite('DELETE', csrfToken),
        ),
      ),
    paragraphCounts: (partId) => request<ParagraphCounts>(base, `/v4/parts/${partId}/paragraphs`),
  };
}
