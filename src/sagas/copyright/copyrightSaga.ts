import type { Api } from '../../shared/api';
import {
  copyrightAlerted,
  dmcaRequested,
  dmcaSubmitted,
  originalUrlChecked,
} from '../../shared/copyright/actions';
import { lazy, on, watch, type Watcher } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-copyright" */ './copyrightFlows');

export const copyrightWatchers = (api: Api): Watcher[] => [
  on('latest', originalUrlChecked.type, lazy(flows, 'checkOriginalUrl'), api),
  on('leading', copyrightAlerted.type, lazy(flows, 'sendCopyrightReport'), api),
  on('latest', dmcaRequested.type, lazy(flows, 'loadDmca'), api),
  on('leading', dmcaSubmitted.type, lazy(flows, 'submitDmca'), api),
];

export function* copyrightSaga(api: Api) {
  yield* watch(...copyrightWatchers(api));
}
