/** Publishing's routes in the authorization matrix (src/server/test/authzMatrix.test.ts). */
import type { Knex } from 'knex';
import type { AuthzEntry, AuthzTarget } from '../serverFeature';
import { tagStory } from './testStories';

const AUTHZ_TITLE = 'Authorization draft';

/** The owner's story and draft part for the matrix (made once, with every detail publishing needs). */
export async function ownersDraft(db: Knex, ownerId: number): Promise<{ storyId: number; partId: number }> {
  const story = (await db('stories').where({ user_id: ownerId, title: AUTHZ_TITLE }).first('id')) as
    { id: number } | undefined;
  const at = new Date(Math.floor(Date.now() / 1000) * 1000);
  let storyId = story ? Number(story.id) : 0;
  if (!storyId) {
    const category = (await db('categories').orderBy('id').first('id')) as { id: number };
    const [id] = await db('stories').insert({
      user_id: ownerId,
      title: AUTHZ_TITLE,
      description: 'A story the authorization matrix aims at.',
      category_id: category.id,
      tag_names: JSON.stringify(['matrix']),
      created_at: at,
      modified_at: at,
    });
    storyId = Number(id);
    await tagStory(db, storyId, ['matrix']);
  }
  const part = (await db('parts').where({ story_id: storyId, draft: true }).first('id')) as
    { id: number } | undefined;
  if (part) return { storyId, partId: Number(part.id) };
  const [partId] = await db('parts').insert({
    story_id: storyId,
    position: 1,
    title: 'Draft part',
    created_at: at,
    modified_at: at,
    draft: true,
  });
  return { storyId, partId: Number(partId) };
}

const draftPart = async ({ db, owner }: AuthzTarget) => (await ownersDraft(db, owner.id)).partId;
const draftStory = async ({ db, owner }: AuthzTarget) => (await ownersDraft(db, owner.id)).storyId;
/** Two days ahead, on a quarter hour. */
const inTwoDays = () => new Date(Math.ceil((Date.now() + 2 * 86_400_000) / 900_000) * 900_000).toISOString();

const owners = { visitor: 401, other: 403, admin: 403 } as const;

export const publishingAuthorization: readonly AuthzEntry[] = [
  {
    method: 'GET',
    route: '/v4/parts/:partId/publishing',
    url: async (t) => `/v4/parts/${await draftPart(t)}/publishing`,
    expect: owners,
  },
  {
    method: 'POST',
    route: '/v4/parts/:partId/publish',
    url: async (t) => `/v4/parts/${await draftPart(t)}/publish`,
    expect: owners,
  },
  {
    method: 'POST',
    route: '/v4/parts/:partId/schedule-publish',
    url: async (t) => `/v4/parts/${await draftPart(t)}/schedule-publish`,
    body: () => Promise.resolve({ datetime: inTwoDays() }),
    expect: owners,
  },
  {
    method: 'POST',
    route: '/v4/parts/:partId/unschedule-publish',
    url: async (t) => `/v4/parts/${await draftPart(t)}/unschedule-publish`,
    expect: owners,
  },
  {
    method: 'POST',
    route: '/v4/stories/:storyId/cover',
    url: async (t) => `/v4/stories/${await draftStory(t)}/cover`,
    expect: owners,
  },
  {
    method: 'POST',
    route: '/apiv2/updatestorycover',
    url: () => '/apiv2/updatestorycover',
    body: async (t) => ({ id: String(await draftStory(t)), image: 'iVBORw0KGgo=' }),
    expect: owners,
  },
  // The publish page's form (no JavaScript): another writer's part is refused on the page.
  {
    method: 'POST',
    route: '/myworks/:storyId/write/:partId/publish',
    url: async ({ db, owner }) => {
      const { storyId, partId } = await ownersDraft(db, owner.id);
      return `/myworks/${storyId}/write/${partId}/publish`;
    },
    form: true,
    body: { action: 'publish' },
    expect: { visitor: 'login', other: 403, admin: 403 },
  },
  // The settings page's cover form (no JavaScript): another writer's upload is refused.
  {
    method: 'POST',
    route: '/myworks/:storyId/cover',
    url: async (t) => `/myworks/${await draftStory(t)}/cover`,
    form: true,
    body: {},
    expect: { visitor: 'login', other: 403, admin: 403 },
  },
];
