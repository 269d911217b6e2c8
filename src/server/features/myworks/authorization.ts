/**
 * The writing studio's routes in the authorization matrix (src/server/test/authzMatrix.test.ts).
 * Owner only: another user and an admin alike get 403 (the admin panel's "edit details" is its own
 * feature, spec §6); creating and listing act on the caller's own works.
 */
import type { AuthzEntry, AuthzTarget } from '../serverFeature';

/** The owner's story (made for the matrix on first use: the seed gives the matrix's owner none). */
async function ownersStory({ db, owner }: AuthzTarget): Promise<number> {
  const found = (await db('stories')
    .where({ user_id: owner.id })
    .whereNull('deleted_at')
    .orderBy('id')
    .first('id')) as { id: number } | undefined;
  if (found) return Number(found.id);
  const at = new Date();
  const [id] = (await db('stories').insert({
    user_id: owner.id,
    title: 'Untitled Story',
    description: '',
    tag_names: '[]',
    created_at: at,
    modified_at: at,
  })) as number[];
  return Number(id);
}

const owners = { visitor: 401, other: 403, admin: 403 } as const;
const SETTINGS = {
  title: 'Not yours',
  description: '',
  tags: [],
  category: null,
  language: 1,
  mature: false,
  completed: false,
  copyright: 2,
};

export const myworksAuthorization: readonly AuthzEntry[] = [
  // The caller's own works (another user and the admin see their own).
  {
    method: 'GET',
    route: '/v5/myworks',
    url: () => '/v5/myworks',
    expect: { visitor: 401, other: 200, admin: 200 },
  },
  {
    method: 'POST',
    route: '/v5/myworks',
    url: () => '/v5/myworks',
    expect: { visitor: 401, other: 201, admin: 201 },
  },
  {
    method: 'GET',
    route: '/v5/myworks/:storyId',
    url: async (t) => `/v5/myworks/${await ownersStory(t)}`,
    expect: owners,
  },
  {
    method: 'PUT',
    route: '/v5/myworks/:storyId',
    url: async (t) => `/v5/myworks/${await ownersStory(t)}`,
    body: SETTINGS,
    expect: owners,
  },
  {
    method: 'GET',
    route: '/v5/stories/:id/notes',
    url: async (t) => `/v5/stories/${await ownersStory(t)}/notes`,
    expect: owners,
  },
  {
    method: 'POST',
    route: '/v5/stories',
    url: () => '/v5/stories',
    body: async (t) => ({ id: await ownersStory(t), protagonist: { name: 'Not yours' } }),
    expect: owners,
  },
  {
    method: 'POST',
    route: '/myworks',
    url: () => '/myworks',
    form: true,
    expect: { visitor: 'login', other: 303, admin: 303 },
  },
  {
    method: 'POST',
    route: '/myworks/:storyId',
    url: async (t) => `/myworks/${await ownersStory(t)}`,
    form: true,
    body: { title: 'Not yours', language: '1', copyright: '2' },
    expect: { visitor: 'login', other: 403, admin: 403 },
  },
];
