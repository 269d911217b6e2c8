/** The part editor's watchers; its flows load with their first action (`editorFlows.ts`). */
import type { Api } from '../../shared/api';
import {
  editorEdited,
  editorRequested,
  editorSaveRequested,
  partCreateRequested,
  partDeleteRequested,
  partMoveRequested,
} from '../../shared/editor/actions';
import { type Watcher, lazy, on, watch } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-editor" */ './editorFlows');

export const editorWatchers = (api: Api): Watcher[] => [
  on('latest', editorRequested, lazy(flows, 'loadEditor'), api),
  // Each edit restarts the pause; Retry saves at once.
  on('latest', editorEdited, lazy(flows, 'autosave'), api),
  on('latest', editorSaveRequested, lazy(flows, 'saveNow'), api),
  on('leading', partCreateRequested, lazy(flows, 'createPart'), api),
  on('leading', partMoveRequested, lazy(flows, 'movePart'), api),
  on('leading', partDeleteRequested, lazy(flows, 'deletePart'), api),
];

export function* editorSaga(api: Api) {
  yield* watch(...editorWatchers(api));
}
