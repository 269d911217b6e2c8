/** The accounts feature's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { createAccountsRouters } from './accountsRouter';
import { createAccountsServerApi } from './accountsServerApi';
import { accountsAuthorization } from './authorization';

export const accountsServer = {
  name: 'accounts',
  authorization: accountsAuthorization,
  routers: (deps) => {
    const { forms, sessionsApi } = createAccountsRouters({
      db: deps.db,
      redis: deps.redis,
      sessionSecret: deps.config.sessionSecret,
      getContext: deps.getContext,
      loginLimits: deps.loginLimits,
      renderPage: deps.renderPage,
      afterSignup: deps.afterSignup,
      intents: deps.intents,
    });
    // The sessions API goes before the CSRF check: it creates the session (see its comment).
    return { beforeCsrf: [sessionsApi], routes: [forms] };
  },
  serverApi: () => ({ accounts: createAccountsServerApi() }),
} satisfies ServerFeature<'accounts'>;
