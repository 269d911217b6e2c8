/**
 * The report flow's state: the support tree of a language (the `/report` page's preload and the
 * modal's first step), the modal (what is reported, the step the flow saga shows, the thank-you's
 * mute toggle), the failure toast (§8), and a refused no-JavaScript post (`forms/failed`).
 */
import { createSlice } from '@reduxjs/toolkit';
import { formFailed, type FormFailure } from '../../shared/common/forms';
import { reportOpened, type ReportTarget } from '../../shared/reports/api';
import { reportsActions as a, type ReportStep } from '../../shared/reports/actions';
import type { SupportTree } from '../../shared/reports/tree';
import { muteSucceeded, unmuteSucceeded } from '../../shared/safety/actions';

export interface ReportsState {
  tree: {
    languageId: number | null;
    status: 'idle' | 'loading' | 'loaded' | 'failed';
    data: SupportTree | null;
  };
  modal: { open: boolean; target: ReportTarget | null; step: ReportStep; muted: boolean };
  toast: string | null;
  /** The `/report` page's refused post (fields kept, errors). */
  form: FormFailure | null;
}

const initialState: ReportsState = {
  tree: { languageId: null, status: 'idle', data: null },
  modal: { open: false, target: null, step: { kind: 'loading' }, muted: false },
  toast: null,
  form: null,
};

const sameUser = (s: ReportsState, username: string) =>
  s.modal.target?.username?.toLowerCase() === username.toLowerCase();

export const reportsSlice = createSlice({
  name: 'reports',
  initialState,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(a.treeRequested, (s, { payload }) => {
      if (s.tree.languageId === payload.languageId && s.tree.status === 'loaded') return;
      s.tree = { languageId: payload.languageId, status: 'loading', data: null };
    });
    b.addCase(a.treeLoaded, (s, { payload }) => {
      s.tree = { languageId: payload.languageId, status: 'loaded', data: payload.tree };
    });
    b.addCase(a.treeFailed, (s) => {
      s.tree.status = 'failed';
    });
    b.addCase(reportOpened, (s, { payload }) => {
      s.modal = { open: true, target: payload, step: { kind: 'loading' }, muted: false };
      s.toast = null;
    });
    b.addCase(a.stepShown, (s, { payload }) => {
      s.modal.step = payload;
    });
    b.addCase(a.failed, (s, { payload }) => {
      s.modal = { ...initialState.modal };
      s.toast = payload;
    });
    b.addCase(a.closed, (s) => {
      s.modal = { ...initialState.modal };
    });
    b.addCase(a.toastDismissed, (s) => {
      s.toast = null;
    });
    b.addCase(muteSucceeded, (s, { payload }) => {
      if (sameUser(s, payload.username)) s.modal.muted = true;
    });
    b.addCase(unmuteSucceeded, (s, { payload }) => {
      if (sameUser(s, payload.username)) s.modal.muted = false;
    });
    b.addCase(formFailed, (s, { payload }) => {
      if (payload.page === 'report') s.form = payload;
    });
  },
});

type WithReports = { reports: ReportsState };
export const selectReportTree = (s: WithReports) => s.reports.tree;
export const selectReportModal = (s: WithReports) => s.reports.modal;
export const selectReportToast = (s: WithReports) => s.reports.toast;
export const selectReportForm = (s: WithReports) => s.reports.form;
export const reportsReducer = reportsSlice.reducer;
