/**
 * The report page without JavaScript: `/report?type=&username=&storyId=&name=&location=&path=`
 * steps through the support tree by query string (each choice a link that adds its id to `path`),
 * and the final step posts `POST /report` (`_csrf`, the same fields, `comment`, a visitor's
 * `requester[name]`, `requester[email]`). `&sent=1` is the thank-you. Every "Report" entry point is
 * a link here that the report modal intercepts when JavaScript runs.
 */
import type { PageMeta, Query } from '../common/pageMeta';
import { REPORT_FLOW_IDS, REPORT_PAGE_PATH, type ReportTarget, type ReportType } from './api';
import { reportsActions } from './actions';
import { headerMessages } from '../common/headerMessages';

export type ReportsPageKey = 'report';

export const REPORT_POST_PATH = REPORT_PAGE_PATH;

export const REPORTS_PAGES = {
  report: {
    pattern: /^\/report\/?$/,
    keys: [],
    loginRequired: false,
    forms: true,
    title: headerMessages.reportTitle,
    rules: ['status'],
    preload: (_match, _query, viewer) => [
      reportsActions.treeRequested({ languageId: viewer?.languageId ?? 1 }),
    ],
  },
} satisfies Record<ReportsPageKey, PageMeta>;

const isType = (v: string | undefined): v is ReportType =>
  v !== undefined && Object.prototype.hasOwnProperty.call(REPORT_FLOW_IDS, v);
const ownPath = (v: string | undefined): string => (v && v.startsWith('/') && !v.startsWith('//') ? v : '');
const positive = (v: string | undefined): number | undefined => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The report page's address for a target (and where in the tree: item ids; `sent` the thank-you). */
export function reportUrl(
  target: ReportTarget,
  step: { path?: readonly number[]; sent?: boolean } = {},
): string {
  const q = new URLSearchParams({ type: target.reportType });
  if (target.username) q.set('username', target.username);
  if (target.storyId) q.set('storyId', String(target.storyId));
  if (target.partId) q.set('partId', String(target.partId));
  if (target.storyLanguageId) q.set('storyLanguageId', String(target.storyLanguageId));
  if (target.reportId.name) q.set('name', target.reportId.name);
  if (target.reportId.location) q.set('location', target.reportId.location);
  if (target.reportId.deepLink) q.set('deepLink', target.reportId.deepLink);
  if (step.path?.length) q.set('path', step.path.join(','));
  if (step.sent) q.set('sent', '1');
  return `${REPORT_PAGE_PATH}?${q.toString()}`;
}

export interface ReportPageQuery {
  target: ReportTarget | null;
  path: number[];
  sent: boolean;
}

/** The report page's query (or a post's fields) back into what is reported and the step. */
export function parseReportQuery(query: Query): ReportPageQuery {
  const path = (query.path ?? '')
    .split(',')
    .map((s) => positive(s))
    .filter((n): n is number => n !== undefined)
    .slice(0, 10);
  if (!isType(query.type)) return { target: null, path, sent: false };
  const location = ownPath(query.location);
  const target: ReportTarget = {
    reportType: query.type,
    reportId: { name: (query.name ?? '').slice(0, 200), location },
  };
  if (query.username) target.username = query.username.slice(0, 40);
  const storyId = positive(query.storyId);
  if (storyId) target.storyId = storyId;
  const partId = positive(query.partId);
  if (partId) target.partId = partId;
  const storyLanguageId = positive(query.storyLanguageId);
  if (storyLanguageId) target.storyLanguageId = storyLanguageId;
  const deepLink = ownPath(query.deepLink);
  if (deepLink) target.reportId.deepLink = deepLink;
  return { target, path, sent: query.sent === '1' };
}

/** A story's report (the story page's "Report story"; the part page's with its part). */
export const storyReport = (
  story: { id: number | string; title: string; user: { name: string }; language: { id: number } },
  location: string,
  partId?: number,
): ReportTarget => ({
  reportType: 'story',
  username: story.user.name,
  storyId: Number(story.id),
  storyLanguageId: story.language.id,
  ...(partId ? { partId } : {}),
  reportId: { name: story.title, location },
});
