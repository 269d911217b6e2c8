import { call, put, select } from 'typed-redux-saga';
import { flagsLoaded, selectFlagsLoaded } from '../../reducers/flags/flagsSlice';
import type { Api } from '../../shared/api';

/**
 * Loads the feature flags once, when the store starts: on the server for every render (through the
 * cached flags service), never in the browser, whose store starts with the server's flags. A failure
 * counts as "every flag off" (reading-discovery §7).
 */
export function* flagsSaga(api: Api) {
  if (yield* select(selectFlagsLoaded)) return;
  try {
    yield* put(flagsLoaded(yield* call(api.flags.get)));
  } catch {
    yield* put(flagsLoaded({}));
  }
}
