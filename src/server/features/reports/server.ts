/** The reports' manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { reportsAuthorization } from './authorization';
import { createReportFormsRouter } from './forms';
import { createReportLimits } from './limits';
import { createReportsRouter } from './reportsRouter';
import { createReportsServerApi } from './reportsServerApi';

export const reportsServer = {
  name: 'reports',
  authorization: reportsAuthorization,
  routers: ({ config, getContext, log, recovery, redis, renderPage }) => {
    // One counter for the API and the no-JavaScript form.
    const deps = {
      limits: createReportLimits(redis),
      mailer: recovery.mailer,
      supportEmail: config.supportEmail,
      productName: config.productName,
      log,
    };
    return {
      routes: [createReportsRouter(getContext, deps), createReportFormsRouter(getContext, deps, renderPage)],
    };
  },
  serverApi: (ctx) => ({ reports: createReportsServerApi(ctx) }),
} satisfies ServerFeature<'reports'>;
