/** The content-settings feature's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { contentSettingsAuthorization } from './authorization';
import { createContentSettingsRouter } from './contentSettingsRouter';
import { createContentSettingsServerApi } from './contentSettingsServerApi';

export const contentSettingsServer = {
  name: 'contentSettings',
  authorization: contentSettingsAuthorization,
  routers: ({ getContext }) => ({ routes: [createContentSettingsRouter(getContext)] }),
  serverApi: (ctx) => ({ contentSettings: createContentSettingsServerApi(ctx) }),
} satisfies ServerFeature<'contentSettings'>;
