import { ApiError } from '../../../shared/common/errors';
import type { ReportsApi } from '../../../shared/reports';
import type { ServiceContext } from '../../context';
import { supportTree } from './reportsService';

/**
 * `Api.reports` in-process (the `/report` page's preload reads the tree). Tickets are posted over
 * HTTP or by the no-JavaScript form route only: they need the request's address and the mailer.
 */
export function createReportsServerApi(ctx: ServiceContext): ReportsApi {
  return {
    tree: (languageId) => supportTree(ctx, languageId),
    postTicket: () =>
      Promise.reject(new ApiError(405, 405, 'Tickets are posted over HTTP.', 'MethodNotAllowed')),
  };
}
