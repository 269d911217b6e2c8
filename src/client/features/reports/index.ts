import type { FeaturePages } from '../../app/pageLoader';
import type { ReportsApiPart } from '../../../shared/reports';
import { lazyPart } from '../../api/request';

/** The reports feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const reportsHttp = (base: string): ReportsApiPart => ({
  reports: lazyPart(() =>
    import(/* webpackChunkName: "api-reports" */ './http').then((m) => m.createReportsHttpApi(base)),
  ),
});

/** The no-JavaScript report page (the modal is the shell's: `ReportGate`). */
export const reportsPages = {
  report: () => import(/* webpackChunkName: "page-report" */ './ReportPage'),
} satisfies FeaturePages;
