/** The account settings' manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { settingsAuthorization } from './authorization';
import { createSettingsRouters } from './settingsForms';
import { createSettingsServerApi } from './settingsServerApi';

export const settingsServer = {
  name: 'settings',
  authorization: settingsAuthorization,
  // Before the profile feature's routers: `GET /api/v3/users/validate` is not a username.
  routers: ({ getContext, recovery, redis, renderPage }) => ({
    routes: createSettingsRouters({ getContext, recovery, redis, renderPage }),
  }),
  serverApi: (ctx) => ({ settings: createSettingsServerApi(ctx) }),
} satisfies ServerFeature<'settings'>;
