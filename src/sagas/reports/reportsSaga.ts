/**
 * Reports: the watchers. The tree for the `/report` page's preload; the modal's flow (browser
 * only: it waits for the user) loads with the first report (`reportFlows.ts`).
 */
import { call, put, select } from 'typed-redux-saga';
import { selectReportTree } from '../../reducers/reports/reportsSlice';
import type { Api } from '../../shared/api';
import { reportsActions as a } from '../../shared/reports/actions';
import { reportOpened } from '../../shared/reports/api';
import { type Watcher, lazy, on } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-reports" */ './reportFlows');

/** The tree of a language; skipped when this page's render already loaded it. */
export function* loadTree(api: Api, action: ReturnType<typeof a.treeRequested>) {
  const tree = yield* select(selectReportTree);
  if (tree.data && tree.languageId === action.payload.languageId) return;
  try {
    const data = yield* call([api.reports, api.reports.tree], action.payload.languageId);
    yield* put(a.treeLoaded({ languageId: action.payload.languageId, tree: data }));
  } catch {
    yield* put(a.treeFailed());
  }
}

export const reportsWatchers = (api: Api): Watcher[] => [
  on('latest', a.treeRequested, loadTree, api),
  on('latest', reportOpened, lazy(flows, 'runReport'), api),
];
