/** The image appeal routes in the authorization matrix (src/server/test/authzMatrix.test.ts). */
import type { AuthzEntry, AuthzTarget } from '../serverFeature';
import { upsertFlag } from './imageAppealQueries';

/** A flagged image of the owner's (fresh for each request). */
async function ownersFlaggedImage({ db, owner }: AuthzTarget): Promise<string> {
  const url = `/img/avatar/authz-${owner.id}-${Date.now()}-${Math.random().toString(36).slice(2)}.png`;
  await upsertFlag(db, url, owner.id, 'authz matrix');
  return url;
}

export const imageAppealAuthorization: readonly AuthzEntry[] = [
  {
    method: 'GET',
    route: '/v5/image_moderation/flagged',
    url: async (t) =>
      `/v5/image_moderation/flagged?image_url=${encodeURIComponent(await ownersFlaggedImage(t))}`,
    expect: { visitor: 401, other: 403, admin: 403 },
  },
  {
    method: 'POST',
    route: '/v5/image_moderation/appeal',
    url: () => '/v5/image_moderation/appeal',
    body: async (t) => ({ image_url: await ownersFlaggedImage(t), reason: 'Not mine to appeal' }),
    expect: { visitor: 401, other: 403, admin: 403 },
  },
  {
    method: 'GET',
    route: '/v5/image_moderation/story/:storyId/cover',
    public: 'a story cover is flagged or not for everyone; `mine` says only whether it is the caller’s',
  },
  { method: 'GET', route: '/v5/image_moderation/mine', public: "the caller's own flagged images only" },
  // The owner's image in the form: refused for anyone else (the page again with 403).
  {
    method: 'POST',
    route: '/image-appeal',
    url: () => '/image-appeal',
    form: true,
    body: async (t) => ({ image_url: await ownersFlaggedImage(t), reason: 'Not mine' }),
    expect: { visitor: 'login', other: 403, admin: 403 },
  },
];
