import { createAction } from '@reduxjs/toolkit';
import type { SupportItem, SupportTree, TicketDevice } from './tree';

/**
 * The report flow's events (the modal's steps, `reportOpened` in api.ts starts it). The flow saga
 * (`src/sagas/reports/reportFlow.ts`) waits for these between steps.
 */
export const reportsActions = {
  /** Preload of the `/report` page (and the modal's first step): the tree of a language. */
  treeRequested: createAction<{ languageId: number }>('reports/treeRequested'),
  treeLoaded: createAction<{ languageId: number; tree: SupportTree }>('reports/treeLoaded'),
  treeFailed: createAction('reports/treeFailed'),
  /** The modal's step changed (the saga's state machine, for the component to show). */
  stepShown: createAction<ReportStep>('reports/stepShown'),
  contactSubmitted: createAction<{ name: string; email: string }>('reports/contactSubmitted'),
  itemChosen: createAction<{ itemId: number }>('reports/itemChosen'),
  backClicked: createAction('reports/backClicked'),
  /** The final step's submit; `device` is where it was sent from (web or mobile_web, §9). */
  commentSubmitted: createAction<{ comment: string; device: TicketDevice }>('reports/commentSubmitted'),
  ticketSucceeded: createAction<{ id: number }>('reports/ticketSucceeded'),
  /** Tree or ticket failure: the modal closes with the toast (§8: its text). */
  failed: createAction<string>('reports/failed'),
  closed: createAction('reports/closed'),
  toastDismissed: createAction('reports/toastDismissed'),
};

/** What the modal shows. */
export type ReportStep =
  | { kind: 'loading' }
  | { kind: 'contact' }
  | { kind: 'choose'; title: string; subtitle: string; items: SupportItem[]; canGoBack: boolean }
  | { kind: 'final'; item: SupportItem; canGoBack: boolean }
  | { kind: 'page'; item: SupportItem; canGoBack: boolean }
  | { kind: 'sending'; item: SupportItem }
  | { kind: 'thanks' };
