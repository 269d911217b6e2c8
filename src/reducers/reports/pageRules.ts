/** The report page's state rules (declared in `src/shared/reports/routes.ts`). */
import type { ReportsPageKey } from '../../shared/reports/routes';
import type { PageRulesFor } from '../pageRule';
import { selectReportForm } from './reportsSlice';

export const REPORTS_PAGE_RULES = {
  // A refused no-JavaScript post renders the same step again with its status (400, 429).
  report: { status: (s) => selectReportForm(s)?.status ?? null },
} satisfies PageRulesFor<ReportsPageKey>;
