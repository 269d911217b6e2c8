import { call, put, select, takeLatest } from 'typed-redux-saga';
import { homeRequested } from '../../shared/actions';
import type { Api } from '../../shared/api';
import { homeFailed, homeLoaded, selectHome } from '../../reducers/home/homeSlice';
import { toErrorInfo } from '../../reducers/types';

export function* loadHome(api: Api) {
  if ((yield* select(selectHome)).status === 'succeeded') return;
  try {
    yield* put(homeLoaded(yield* call([api.home, api.home.stories])));
  } catch (e) {
    yield* put(homeFailed(toErrorInfo(e)));
  }
}

export function* homeSaga(api: Api) {
  yield* takeLatest(homeRequested.type, loadHome, api);
}
