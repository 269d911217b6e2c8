/** The profile feature's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { profileAuthorization } from './authorization';
import { createUsersRouter } from './profileRouter';
import { createProfileServerApi } from './profileServerApi';
import { setFollowing } from './profileService';

export const profileServer = {
  name: 'profile',
  authorization: profileAuthorization,
  // A visitor's Follow, done once they have logged in or signed up (shared/accounts/intent.ts).
  intents: { follow: (ctx, i) => setFollowing(ctx, ctx.viewer?.username ?? '', [i.username], true) },
  routers: ({ getContext }) => ({ routes: [createUsersRouter(getContext)] }),
  serverApi: (ctx) => ({ profile: createProfileServerApi(ctx) }),
} satisfies ServerFeature<'profile'>;
