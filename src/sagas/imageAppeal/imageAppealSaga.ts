import type { Api } from '../../shared/api';
import {
  coverFlagRequested,
  imageAppealRequested,
  imageAppealSubmitted,
  myFlaggedImagesRequested,
} from '../../shared/imageAppeal/actions';
import { lazy, on, watch, type Watcher } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-imageAppeal" */ './imageAppealFlows');

export const imageAppealWatchers = (api: Api): Watcher[] => [
  on('latest', imageAppealRequested.type, lazy(flows, 'loadFlaggedImage'), api),
  on('leading', imageAppealSubmitted.type, lazy(flows, 'submitAppeal'), api),
  on('latest', myFlaggedImagesRequested.type, lazy(flows, 'loadMine'), api),
  on('every', coverFlagRequested.type, lazy(flows, 'loadCoverFlag'), api),
];

export function* imageAppealSaga(api: Api) {
  yield* watch(...imageAppealWatchers(api));
}
