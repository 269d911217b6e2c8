/** Publishing's watchers; the flows (and publishing's HTTP calls) load with their first action. */
import type { Api } from '../../shared/api';
import {
  coverImportRequested,
  importStoriesRequested,
  publishOpened,
  publishPageRequested,
  publishRequested,
  scheduleRequested,
  unscheduleRequested,
} from '../../shared/publishing/actions';
import { type Watcher, lazy, on, watch } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-publishing" */ './publishingFlows');

export const publishingWatchers = (api: Api): Watcher[] => [
  on('latest', publishOpened, lazy(flows, 'openPublish'), api),
  // Writes: one at a time (the buttons are disabled while one runs).
  on('leading', publishRequested, lazy(flows, 'publish'), api),
  on('leading', scheduleRequested, lazy(flows, 'schedule'), api),
  on('leading', unscheduleRequested, lazy(flows, 'unschedule'), api),
  on('latest', publishPageRequested, lazy(flows, 'loadPublishPage'), api),
  on('latest', importStoriesRequested, lazy(flows, 'loadImportStories'), api),
  on('leading', coverImportRequested, lazy(flows, 'importCover'), api),
];

export function* publishingSaga(api: Api) {
  yield* watch(...publishingWatchers(api));
}
