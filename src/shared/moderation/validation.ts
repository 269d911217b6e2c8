/** Moderation's rules, shared by the staff pages and the server. */
import { REPORT_FLOW_IDS, type ReportType } from '../reports/api';
import { moderationMessages as m } from './messages';

/** A time-out reason: one of the close reasons or a sentence, up to this many characters. */
export const TIMEOUT_REASON_MAX = 500;

/** The time-out reason's error, or null when it will do. */
export function timeoutReasonError(reason: string): string | null {
  const r = reason.trim();
  return r.length === 0 || r.length > TIMEOUT_REASON_MAX ? m.badTimeoutReason : null;
}

/** The report types the queue filters by (the report flows of the spec, §3). */
export const TICKET_TYPES = Object.keys(REPORT_FLOW_IDS) as ReportType[];
