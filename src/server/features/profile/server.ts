/** The profile feature's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { profileAuthorization } from './authorization';
import { createUsersRouter } from './profileRouter';
import { createProfileServerApi } from './profileServerApi';

export const profileServer = {
  name: 'profile',
  authorization: profileAuthorization,
  routers: ({ getContext }) => ({ routes: [createUsersRouter(getContext)] }),
  serverApi: (ctx) => ({ profile: createProfileServerApi(ctx) }),
} satisfies ServerFeature<'profile'>;
