/**
 * Comments on parts, paragraphs and comments (reading-discovery.md §2 "Comments", §3 "Comment",
 * §4, §8, §9; API-COMPAT.md "Comments (v5)"). The API edge's zod schemas are in `schema.ts`
 * (server only); the text rules (limits, the offensive flag) in `validation.ts`.
 */

/** What a comment is about: a part, one paragraph of a part, or another comment (a reply). */
export type CommentNamespace = 'parts' | 'paragraphs' | 'comments';

/**
 * A resource: `parts` + part id ("123"), `paragraphs` + `{partId}_{paragraphId}` (the paragraph's
 * 32-hex `data-p-id`), `comments` + the parent comment's id.
 */
export interface CommentResource {
  namespace: CommentNamespace;
  resourceId: string;
}

/** The comment's author as a comment shows them (badges: reading-discovery §3 "Comment"). */
export interface CommentUser {
  name: string;
  avatar: string;
  isStaff: boolean;
  isVerified: boolean;
  isAmbassador: boolean;
  isSysAdmin: boolean;
}

/** `status`: a deleted comment that has replies keeps its place with status "deleted" and no text. */
export type CommentStatus = 'public' | 'deleted';

/** A comment as `GET /v5/comments/…` answers it (API-COMPAT: commentId, resource, user, text, …). */
export interface Comment {
  /** `{namespace: 'comments', resourceId: <its own id>}`: replies to it use this as their resource. */
  commentId: CommentResource;
  /** What it comments on. */
  resource: CommentResource;
  user: CommentUser;
  /** As the author typed it (rendered safely by `tokenizeComment`); '' when deleted. */
  text: string;
  /** UTC `YYYY-MM-DDTHH:MM:SSZ`. */
  created: string;
  modified: string;
  replyCount: number;
  sentiments: { ':like:'?: { count: number } };
  /** Whether the viewer likes it (absent for visitors). */
  liked?: boolean;
  status: CommentStatus;
  /** `{origin}/{partId}-{slug}?commentId={id}` (the part page scrolled to it; a reply: its thread). */
  deeplink: string;
  /** Flagged by the word list: shown under "This comment may be offensive." */
  isOffensive: boolean;
  /** The comment's author wrote the story (the Writer badge and the author pill). */
  isStoryAuthor: boolean;
  /** Usernames mentioned in the text that exist (only these become `/user/{name}` links). */
  mentions: string[];
  /** Whether the viewer may delete it (author, story owner, system admin); the server decides again. */
  canDelete?: boolean;
}

/** `{comments, pagination: {after}}`: `after` is the cursor of the next set, null after the last. */
export interface CommentsPage {
  comments: Comment[];
  pagination: { after: string | null };
}

/** `GET /v4/parts/{id}/paragraphs`. */
export interface ParagraphCounts {
  paragraphs: { id: string; commentCount: number }[];
}

/** Comments per set (reading-discovery §9). */
export const COMMENTS_PER_SET = 10;
/** Replies a deep-linked thread shows at first (§9). */
export const DEEPLINK_REPLIES = 2;
/** Reply depth (§9): a reply can be answered, an answer to a reply cannot. */
export const REPLY_DEPTH = 2;

/** The calls the comment sagas make. Writes take the CSRF token of a browser session. */
export interface CommentsApi {
  /** `GET /v5/comments/namespaces/{ns}/resources/{id}/comments?limit=&after=` */
  list(resource: CommentResource, page: { limit: number; after?: string | null }): Promise<CommentsPage>;
  /** `GET /v5/comments/{commentId}`: one comment (404 when missing or deleted without replies). */
  get(commentId: string): Promise<Comment>;
  /** `POST /v5/comments` `{resource, text}` → the new comment. */
  post(resource: CommentResource, text: string, csrfToken: string | null): Promise<Comment>;
  /** `DELETE /v5/comments/namespaces/comments/resources/{commentId}` */
  remove(commentId: string, csrfToken: string | null): Promise<void>;
  /** `POST /v5/comments/namespaces/comments/resources/{id}/sentiments/:like:` → the new count. */
  like(commentId: string, csrfToken: string | null): Promise<{ count: number }>;
  /** `DELETE …/sentiments/:like:` → the new count. */
  unlike(commentId: string, csrfToken: string | null): Promise<{ count: number }>;
  /** `GET /v4/parts/{id}/paragraphs` */
  paragraphCounts(partId: number): Promise<ParagraphCounts>;
}
