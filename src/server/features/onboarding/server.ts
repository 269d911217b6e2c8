/** The onboarding feature's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { onboardingAuthorization } from './authorization';
import { createOnboardingRouter } from './onboardingRouter';
import { createOnboardingServerApi } from './onboardingServerApi';

export const onboardingServer = {
  name: 'onboarding',
  authorization: onboardingAuthorization,
  routers: ({ getContext, renderPage }) => ({ routes: [createOnboardingRouter(getContext, renderPage)] }),
  serverApi: (ctx) => ({ onboarding: createOnboardingServerApi(ctx) }),
} satisfies ServerFeature<'onboarding'>;
