import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer } from '../../reducers/rootReducer';
import { recoveryActions as a } from '../../reducers/recovery/recoverySlice';
import { ApiError } from '../../shared/common/errors';
import { fakeApi } from '../../shared/test/fakeApi';
import { makeStore } from '../store';
import { recoverySaga } from './recoverySaga';

describe('recoverySaga', () => {
  it('sends one request for a double click and ends in the sent view', async () => {
    let release: () => void = () => undefined;
    const resendActivation = jest.fn(
      () =>
        new Promise<{ email: string }>((resolve) => (release = () => resolve({ email: 'sam@example.com' }))),
    );
    const { store } = makeStore({ api: fakeApi({ recovery: { resendActivation } }) });
    store.dispatch(a.gateOpened({ email: 'sam@example.com' }));
    store.dispatch(a.resendRequested());
    store.dispatch(a.resendRequested());
    expect(store.getState().recovery.view).toBe('sending');
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(resendActivation).toHaveBeenCalledTimes(1);
    expect(store.getState().recovery).toEqual({ view: 'sent', email: 'sam@example.com', prompted: true });
  });

  it('goes to the failure view when the call fails', async () => {
    const api = fakeApi({
      recovery: {
        resendActivation: async () => {
          throw new ApiError(502, 1000, 'Please try again or change your email.');
        },
      },
    });
    const { storeState } = await expectSaga(recoverySaga, api)
      .withReducer(rootReducer)
      .dispatch(a.gateOpened({ email: 'x@example.com' }))
      .dispatch(a.resendRequested())
      .put(a.resendFailed())
      .silentRun(50);
    expect(storeState.recovery.view).toBe('failed');
  });
});
