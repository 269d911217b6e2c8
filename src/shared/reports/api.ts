/**
 * The report flow's entry contract (accounts-safety-messaging §4, §9): any feature opens the report
 * modal by dispatching `reportOpened` with what is reported; the reports feature owns the modal,
 * the support tree and the ticket.
 */
import { createAction } from '@reduxjs/toolkit';

/** Report flow ids of the support tree (spec §9). */
export const REPORT_FLOW_IDS = {
  user: 1,
  private_message: 2,
  comment: 3,
  story: 4,
  public_message: 5,
  media: 193,
} as const;

export type ReportType = keyof typeof REPORT_FLOW_IDS;

/** What is reported (spec §3 Report: reportType, reportId {name, location, body, deepLink}). */
export interface ReportTarget {
  reportType: ReportType;
  /** The reported account's username (the copyright item shows only with one). */
  username?: string;
  /** Story reports carry the story id (the ticket's `id`) and its language. */
  storyId?: number;
  storyLanguageId?: number;
  partId?: number;
  reportId: { name: string; location: string; body?: string; deepLink?: string };
}

/** Opens the report modal (any page; visitors get the sign-up modal). */
export const reportOpened = createAction<ReportTarget>('reports/opened');

/** The no-JS report page: `/report?type=&…` (a GET form of the same tree). */
export const REPORT_PAGE_PATH = '/report';
