/** Email re-verification: the watchers; the flows load with their first action (`reverificationFlows.ts`). */
import { reverificationActions as a } from '../../reducers/reverification/reverificationSlice';
import type { Api } from '../../shared/api';
import type { CookieWriter } from '../../shared/reverification/rules';
import { type Watcher, lazy, on, watch } from '../watch';

/** Where the skip's cookies go (the browser's `document.cookie`; tests pass their own). */
export const documentCookieWriter: CookieWriter = (assignments) => {
  for (const c of assignments) document.cookie = c;
};

const flows = () => import(/* webpackChunkName: "saga-reverification" */ './reverificationFlows');

export const reverificationWatchers = (
  api: Api,
  writeCookies: CookieWriter = documentCookieWriter,
): Watcher[] => [
  on('leading', a.checkRequested.type, lazy(flows, 'checkReverification'), api),
  on('leading', a.confirmRequested.type, lazy(flows, 'confirmEmail'), api),
  on('leading', a.skipRequested.type, lazy(flows, 'skipReminder'), writeCookies),
];

export function* reverificationSaga(api: Api, writeCookies: CookieWriter = documentCookieWriter) {
  yield* watch(...reverificationWatchers(api, writeCookies));
}
