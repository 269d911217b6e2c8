/** Comments for tests (saga and component tests). */
import type { Comment, CommentResource } from '../../shared/comments/api';

export const PART: CommentResource = { namespace: 'parts', resourceId: '101' };

export function makeComment(id: string, over: Partial<Comment> = {}): Comment {
  return {
    commentId: { namespace: 'comments', resourceId: id },
    resource: PART,
    user: {
      name: `user${id}`,
      avatar: '',
      isStaff: false,
      isVerified: false,
      isAmbassador: false,
      isSysAdmin: false,
    },
    text: `comment ${id}`,
    created: '2026-11-20T10:00:00Z',
    modified: '2026-11-20T10:00:00Z',
    replyCount: 0,
    sentiments: { ':like:': { count: 3 } },
    liked: false,
    status: 'public',
    deeplink: `/101?commentId=${id}`,
    isOffensive: false,
    isStoryAuthor: false,
    mentions: [],
    canDelete: true,
    ...over,
  };
}
