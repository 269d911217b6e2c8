/**
 * One saga per report flow (spec §9: user 1, private message 2, comment 3, story 4, public message
 * 5, media 193), each the report flow with what its ticket adds; `runReport` starts the one the
 * opened report names and ends it when the modal closes. Loaded with the first report.
 */
import { call, race, take } from 'redux-saga/effects';
import type { Api } from '../../shared/api';
import { reportsActions as a } from '../../shared/reports/actions';
import type { reportOpened, ReportTarget, ReportType } from '../../shared/reports/api';
import { reportFlow } from './reportFlow';

export function* userReportFlow(api: Api, target: ReportTarget) {
  yield* reportFlow(api, target);
}
export function* privateMessageReportFlow(api: Api, target: ReportTarget) {
  yield* reportFlow(api, target);
}
export function* commentReportFlow(api: Api, target: ReportTarget) {
  yield* reportFlow(api, target);
}
/** A story report's ticket carries the story's id (§7 "and id for stories"). */
export function* storyReportFlow(api: Api, target: ReportTarget) {
  yield* reportFlow(api, target, { ticketExtras: (t) => (t.storyId ? { id: t.storyId } : {}) });
}
export function* publicMessageReportFlow(api: Api, target: ReportTarget) {
  yield* reportFlow(api, target);
}
export function* mediaReportFlow(api: Api, target: ReportTarget) {
  yield* reportFlow(api, target);
}

export const REPORT_FLOWS: Record<
  ReportType,
  (api: Api, target: ReportTarget) => Generator<unknown, void, unknown>
> = {
  user: userReportFlow,
  private_message: privateMessageReportFlow,
  comment: commentReportFlow,
  story: storyReportFlow,
  public_message: publicMessageReportFlow,
  media: mediaReportFlow,
};

export function* runReport(api: Api, action: ReturnType<typeof reportOpened>) {
  // Plain effects inside the race (typed-redux-saga's are generators); closing cancels the flow.
  yield race({
    flow: call(REPORT_FLOWS[action.payload.reportType], api, action.payload),
    closed: take(a.closed),
  });
}
