/**
 * A paragraph's comments as a page of their own (`/{partId}-{slug}/paragraph/{paragraphId}`): what
 * a paragraph's marker links to without JavaScript (with it, the marker opens the drawer over the
 * reading page). The part title, the paragraph's text, its comments and the comment form; the
 * comment forms (`routes.ts`) come back here (`back`).
 */
import type { PageMeta } from '../common/pageMeta';
import { partRequested } from '../stories/actions';
import { commentsRequested } from './actions';
import type { CommentResource } from './api';

export type ParagraphPageKey = 'paragraphComments';

/** A paragraph's stable id: the 32-hex `data-p-id` (md5 of its content). */
export const PARAGRAPH_ID_RE = /^[0-9a-f]{32}$/;

/** `paragraphs` + `{partId}_{paragraphId}` (API-COMPAT "Comments (v5)"). */
export const paragraphResource = (partId: number, paragraphId: string): CommentResource => ({
  namespace: 'paragraphs',
  resourceId: `${partId}_${paragraphId}`,
});

/** The part and paragraph of a paragraph resource id, or null when it is not one. */
export function parseParagraphResourceId(resourceId: string): { partId: number; paragraphId: string } | null {
  const m = /^(\d+)_([0-9a-f]{32})$/.exec(resourceId);
  return m ? { partId: Number(m[1]), paragraphId: m[2] } : null;
}

/** The paragraph page under the part's path (`/{partId}-{slug}`). */
export const paragraphPagePath = (partPath: string, paragraphId: string): string =>
  `${partPath.replace(/\/+$/, '')}/paragraph/${paragraphId}`;

export const PARAGRAPH_PAGES = {
  paragraphComments: {
    pattern: /^\/0*(\d+)(?:-([^/]*))?\/paragraph\/([0-9a-f]{32})\/?$/,
    keys: ['partId', 'slug', 'paragraphId'],
    loginRequired: false,
    forms: true,
    preload: (m, q) => {
      const partId = Number(m.params.partId);
      const resource = paragraphResource(partId, m.params.paragraphId);
      return [partRequested({ id: partId }), commentsRequested({ resource, after: q.after ?? null })];
    },
    rules: ['status', 'title'],
  },
} satisfies Record<ParagraphPageKey, PageMeta>;
