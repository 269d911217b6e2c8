import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer } from '../../reducers/rootReducer';
import { verifyEmailActions as a } from '../../reducers/verifyEmail/verifyEmailSlice';
import { ApiError } from '../../shared/api/errors';
import { fakeApi } from '../../shared/test/fakeApi';
import { makeStore } from '../store';
import { verifyEmailSaga } from './verifyEmailSaga';

describe('verifyEmailSaga', () => {
  it('sends one request for a double click and ends in the sent view', async () => {
    let release: () => void = () => undefined;
    const resendActivation = jest.fn(
      () =>
        new Promise<{ email: string }>((resolve) => (release = () => resolve({ email: 'sam@example.com' }))),
    );
    const { store } = makeStore({ api: fakeApi({ verification: { resendActivation } }) });
    store.dispatch(a.gateOpened({ email: 'sam@example.com' }));
    store.dispatch(a.resendRequested());
    store.dispatch(a.resendRequested());
    expect(store.getState().verifyEmail.view).toBe('sending');
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(resendActivation).toHaveBeenCalledTimes(1);
    expect(store.getState().verifyEmail).toEqual({ view: 'sent', email: 'sam@example.com' });
  });

  it('goes to the failure view when the call fails', async () => {
    const api = fakeApi({
      verification: {
        resendActivation: async () => {
          throw new ApiError(502, 1000, 'Please try again or change your email.');
        },
      },
    });
    const { storeState } = await expectSaga(verifyEmailSaga, api)
      .withReducer(rootReducer)
      .dispatch(a.gateOpened({ email: 'x@example.com' }))
      .dispatch(a.resendRequested())
      .put(a.resendFailed())
      .silentRun(50);
    expect(storeState.verifyEmail.view).toBe('failed');
  });
});
