/** Password reset and email verification: the manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { recoveryAuthorization } from './authorization';
import { createRecoveryRouter } from './recoveryRouter';
import { createRecoveryServerApi } from './recoveryServerApi';
import { createVerificationRouter } from './verificationRouter';

export const recoveryServer = {
  name: 'recovery',
  authorization: recoveryAuthorization,
  routers: ({ getContext, recovery, redis }) => ({
    routes: [
      createRecoveryRouter(getContext, recovery, redis),
      createVerificationRouter(getContext, recovery, redis),
    ],
  }),
  serverApi: () => ({ recovery: createRecoveryServerApi() }),
} satisfies ServerFeature<'recovery'>;
