/** The reading lists' routes in the authorization matrix (src/server/test/authzMatrix.test.ts). */
import { LONG_STORY_ID, TINY_STORIES } from '../../../../seeds/fixtures';
import type { AuthzEntry, AuthzTarget } from '../serverFeature';

/** The owner's first reading list (the matrix gives the owner one). */
async function ownersList({ db, owner }: AuthzTarget): Promise<number> {
  const row = (await db('reading_lists').where({ user_id: owner.id }).orderBy('id').first('id')) as
    { id: number } | undefined;
  if (!row) throw new Error(`user ${owner.id} has no reading list`);
  return Number(row.id);
}

const owners = { visitor: 401, other: 403, admin: 403 } as const;

export const listsAuthorization: readonly AuthzEntry[] = [
  { method: 'GET', route: '/api/v3/users/:username/lists', public: 'reading lists are public' },
  // Creates the caller's own list.
  {
    method: 'POST',
    route: '/api/v3/lists',
    url: () => '/api/v3/lists',
    body: { name: 'Not yours', stories: [LONG_STORY_ID] },
    expect: { visitor: 401, other: 200, admin: 200 },
  },
  {
    method: 'POST',
    route: '/api/v3/lists/:id/stories',
    url: async (t) => `/api/v3/lists/${await ownersList(t)}/stories`,
    body: { stories: [TINY_STORIES.mystery.id] },
    expect: owners,
  },
  {
    method: 'DELETE',
    route: '/api/v3/lists/:id/stories/:storyId',
    url: async (t) => `/api/v3/lists/${await ownersList(t)}/stories/${LONG_STORY_ID}`,
    expect: owners,
  },
  {
    method: 'GET',
    route: '/api/v3/users/:username/library',
    url: ({ owner }) => `/api/v3/users/${owner.username}/library`,
    expect: owners,
  },
  {
    method: 'POST',
    route: '/api/v3/users/:username/library',
    url: ({ owner }) => `/api/v3/users/${owner.username}/library`,
    body: { stories: [TINY_STORIES.mystery.id] },
    expect: owners,
  },
  {
    method: 'DELETE',
    route: '/api/v3/users/:username/library/:storyId',
    url: ({ owner }) => `/api/v3/users/${owner.username}/library/${LONG_STORY_ID}`,
    expect: owners,
  },
  // The story page's form: the owner's list is not found for anyone else.
  {
    method: 'POST',
    route: '/story/:id/lists',
    url: () => `/story/${TINY_STORIES.mystery.id}/lists`,
    form: true,
    body: async (t) => ({ lists: String(await ownersList(t)) }),
    expect: { visitor: 'login', other: 400, admin: 400 },
  },
];
