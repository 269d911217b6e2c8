/** The reports' routes in the authorization matrix (src/server/test/authzMatrix.test.ts). */
import type { AuthzEntry } from '../serverFeature';

export const reportsAuthorization: readonly AuthzEntry[] = [
  {
    method: 'GET',
    route: '/v4/support/tree',
    public: 'reference data: the support tree is the same for everyone of a language',
  },
  {
    method: 'POST',
    route: '/v4/support/tickets',
    public: 'anyone may report (visitors give a name and email); a ticket names no owner’s resource',
  },
  {
    method: 'POST',
    route: '/report',
    public: 'the no-JavaScript report form: anyone may report, as the ticket API',
  },
];
