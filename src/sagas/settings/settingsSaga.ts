/** Settings: the watchers; the flows load with their first action (`settingsFlows.ts`). */
import type { Api } from '../../shared/api';
import * as a from '../../shared/settings/actions';
import { type Watcher, lazy, on, watch } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-settings" */ './settingsFlows');

export const settingsWatchers = (api: Api): Watcher[] => [
  on('latest', a.settingsRequested.type, lazy(flows, 'loadSettings'), api),
  on('latest', a.emailBlurred.type, lazy(flows, 'checkEmail'), api),
  on('leading', a.emailChangeSubmitted.type, lazy(flows, 'changeEmail'), api),
  on('leading', a.usernameChangeSubmitted.type, lazy(flows, 'changeUsername'), api),
  on('leading', a.passwordChangeSubmitted.type, lazy(flows, 'changePassword'), api),
  on('leading', a.notificationsSubmitted.type, lazy(flows, 'saveNotifications'), api),
];

export function* settingsSaga(api: Api) {
  yield* watch(...settingsWatchers(api));
}
