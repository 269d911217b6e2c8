/** Comment rows to the API's comment (API-COMPAT "Comments (v5)", shared/comments/api.ts). Pure. */
import type { Comment } from '../../../shared/comments/api';
import { mentionedNames } from '../../../shared/comments/text';
import { avatarPath } from '../../../shared/common/media';
import type { Viewer } from '../../../shared/common/session';
import { toApiDate, toBool } from '../../db/dates';
import { partUrl } from '../stories';
import type { CommentRow } from './commentsQueries';
import type { PartContext } from './commentsTarget';

export const COMMENT_AVATAR_SIZE = 128;

export interface MappingContext {
  origin: string;
  viewer: Viewer | null;
  at: PartContext;
  /** The ids among the rows the viewer likes. */
  liked: ReadonlySet<number>;
  /** Existing usernames (lower case → as spelled) among the rows' mentions. */
  users: ReadonlyMap<string, string>;
}

/** Whether the viewer may delete `row`: its author, the story's owner, a system admin. */
export const canDeleteComment = (viewer: Viewer | null, row: CommentRow, at: PartContext): boolean =>
  viewer !== null && (viewer.id === Number(row.user_id) || at.canManage);

export function toComment(row: CommentRow, m: MappingContext): Comment {
  const id = Number(row.id);
  const deleted = row.status === 'deleted';
  const part = m.at.part;
  const comment: Comment = {
    commentId: { namespace: 'comments', resourceId: String(id) },
    resource: { namespace: row.namespace, resourceId: row.resource_id },
    user: {
      name: row.username,
      avatar: `${m.origin}${avatarPath(row.username, String(row.avatar_version ?? 0), COMMENT_AVATAR_SIZE)}`,
      isStaff: toBool(row.is_staff),
      isVerified: toBool(row.is_verified),
      isAmbassador: toBool(row.is_ambassador),
      isSysAdmin: toBool(row.is_sysadmin),
    },
    text: deleted ? '' : row.text,
    created: toApiDate(row.created_at) ?? '',
    modified: toApiDate(row.modified_at) ?? '',
    replyCount: Number(row.reply_count ?? 0),
    sentiments: { ':like:': { count: Number(row.like_count ?? 0) } },
    status: deleted ? 'deleted' : 'public',
    deeplink: `${partUrl(m.origin, Number(part.id), m.at.story.title, part.title)}?commentId=${id}`,
    isOffensive: !deleted && toBool(row.is_offensive),
    isStoryAuthor: Number(row.user_id) === m.at.story.user_id,
    mentions: deleted
      ? []
      : mentionedNames(row.text)
          .map((n) => m.users.get(n.toLowerCase()))
          .filter((n): n is string => n !== undefined),
  };
  if (m.viewer) {
    comment.liked = m.liked.has(id);
    comment.canDelete = !deleted && canDeleteComment(m.viewer, row, m.at);
  }
  return comment;
}
