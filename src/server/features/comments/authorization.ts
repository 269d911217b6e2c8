/** The comments' routes in the authorization matrix (src/server/test/authzMatrix.test.ts). */
import { LONG_STORY_ID, LONG_STORY_PART_IDS } from '../../../../seeds/fixtures';
import type { AuthzEntry, AuthzTarget } from '../serverFeature';

const PART_ID = LONG_STORY_PART_IDS[0];

/** A fresh comment of the owner's on a part of a story they do not own (each request its own). */
async function ownersComment({ db, owner }: AuthzTarget): Promise<number> {
  const at = new Date();
  const [id] = (await db('comments').insert({
    namespace: 'parts',
    resource_id: String(PART_ID),
    part_id: PART_ID,
    story_id: LONG_STORY_ID,
    user_id: owner.id,
    text: `Rosa's comment ${at.getTime()}`,
    created_at: at,
    modified_at: at,
  })) as number[];
  return Number(id);
}

export const commentsAuthorization: readonly AuthzEntry[] = [
  // Posts the caller's own comment (a visitor is asked to sign up).
  {
    method: 'POST',
    route: '/v5/comments',
    url: () => '/v5/comments',
    body: { resource: { namespace: 'parts', resourceId: String(PART_ID) }, text: 'Not in your name' },
    expect: { visitor: 401, other: 201, admin: 201 },
  },
  // The author, the story's owner or a system admin (the owner here is the comment's author).
  {
    method: 'DELETE',
    route: '/v5/comments/namespaces/comments/resources/:commentId',
    url: async (t) => `/v5/comments/namespaces/comments/resources/${await ownersComment(t)}`,
    expect: { visitor: 401, other: 403, admin: 204 },
  },
  // A like is the caller's own, on anyone's comment.
  {
    method: 'POST',
    route: '/v5/comments/namespaces/comments/resources/:commentId/sentiments/:sentiment',
    url: async (t) =>
      `/v5/comments/namespaces/comments/resources/${await ownersComment(t)}/sentiments/:like:`,
    expect: { visitor: 401, other: 200, admin: 200 },
  },
  {
    method: 'DELETE',
    route: '/v5/comments/namespaces/comments/resources/:commentId/sentiments/:sentiment',
    url: async (t) =>
      `/v5/comments/namespaces/comments/resources/${await ownersComment(t)}/sentiments/:like:`,
    expect: { visitor: 401, other: 200, admin: 200 },
  },
];
