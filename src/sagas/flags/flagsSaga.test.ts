import type { Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { selectFlag } from '../../reducers/flags/flagsSlice';
import { rootReducer as realRootReducer, type RootState } from '../../reducers/rootReducer';
import { FLAG_LIMIT_INCREASE } from '../../shared/flags/api';
import { featuredAutoplayMs } from '../../shared/home/api';
import { fakeApi } from '../../shared/test/fakeApi';
import { flagsSaga } from './flagsSaga';

const rootReducer = realRootReducer as unknown as Reducer<RootState>;
const initial = rootReducer(undefined, { type: '@@init' });

const autoplayFor = (s: RootState, width: number) =>
  featuredAutoplayMs(selectFlag(s, FLAG_LIMIT_INCREASE), width);

describe('feature flags in the store', () => {
  it('loads the flags once and picks the carousel interval from the limit-increase flag', async () => {
    const api = fakeApi({ flags: { get: async () => ({ [FLAG_LIMIT_INCREASE]: true }) } });
    const { storeState } = await expectSaga(flagsSaga, api).withReducer(rootReducer).run();
    expect(autoplayFor(storeState, 1280)).toBe(5000);
    expect(autoplayFor(initial, 1280)).toBe(5500);
  });

  it('treats a failed load as every flag off (5500 ms)', async () => {
    const api = fakeApi({ flags: { get: () => Promise.reject(new Error('down')) } });
    const { storeState } = await expectSaga(flagsSaga, api).withReducer(rootReducer).run();
    expect(storeState.flags.status).toBe('loaded');
    expect(autoplayFor(storeState, 1280)).toBe(5500);
  });

  it('does not ask again when the server already inlined the flags', async () => {
    let calls = 0;
    const api = fakeApi({ flags: { get: async () => (calls++, {}) } });
    const hydrated = { ...initial, flags: { status: 'loaded' as const, values: { x: true } } };
    await expectSaga(flagsSaga, api).withReducer(rootReducer, hydrated).run();
    expect(calls).toBe(0);
  });

  it('never autoplays under 575 px, flag or not', () => {
    expect(featuredAutoplayMs(true, 574)).toBeNull();
    expect(featuredAutoplayMs(false, 574)).toBeNull();
    expect(featuredAutoplayMs(false, 575)).toBe(5500);
    expect(featuredAutoplayMs(true, 575)).toBe(5000);
  });
});
