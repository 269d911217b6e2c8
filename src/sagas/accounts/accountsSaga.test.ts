import { expectSaga } from 'redux-saga-test-plan';
import {
  accountsReducer,
  accountsInitialState,
  authFormsShown,
  passwordCheckFailed,
  passwordChecked,
  passwordEdited,
  verdictFor,
} from '../../reducers/accounts/accountsSlice';
import type { PasswordCheckResult } from '../../shared/accounts/api';
import { fakeApi } from '../../shared/test/fakeApi';
import { checkPassword, issueCsrfToken } from './accountsFlows';
import { csrfTokenIssued } from '../../reducers/session/sessionSlice';
import { makeStore } from '../store';

const valid: PasswordCheckResult = {
  result: 'VALID',
  score: 3,
  guessesLog10: 9,
  feedback: { warning: null, suggestions: [] },
};

describe('password strength flow', () => {
  it('checks the password with the session token', () => {
    const checkFn = jest.fn().mockResolvedValue(valid);
    const api = fakeApi({ accounts: { checkPassword: checkFn } });
    return expectSaga(checkPassword, api, passwordEdited({ password: 'lantern-harbour' }))
      .withState({ session: { viewer: null, csrfToken: 'tok' } })
      .put(passwordChecked({ password: 'lantern-harbour', result: valid }))
      .run()
      .then(() => expect(checkFn).toHaveBeenCalledWith({ password: 'lantern-harbour' }, 'tok'));
  });

  it('falls back when the check fails', () =>
    expectSaga(checkPassword, fakeApi(), passwordEdited({ password: 'abcdef' }))
      .withState({ session: { viewer: null, csrfToken: null } })
      .put(passwordCheckFailed({ password: 'abcdef' }))
      .run());

  it('checks once, 500 ms after the last keystroke, and loads the policies once', async () => {
    jest.useFakeTimers();
    const checkFn = jest.fn().mockResolvedValue(valid);
    const policies = jest.fn().mockResolvedValue({ minLength: 6, maxLength: 20, minScore: 2 });
    const { store } = makeStore({
      api: fakeApi({ accounts: { checkPassword: checkFn, passwordPolicies: policies } }),
    });
    for (const p of ['l', 'la', 'lan', 'lantern-harbour']) {
      store.dispatch(passwordEdited({ password: p }));
      jest.advanceTimersByTime(200);
    }
    expect(checkFn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(300);
    jest.useRealTimers();
    await new Promise((r) => setTimeout(r, 0));
    expect(checkFn).toHaveBeenCalledTimes(1);
    expect(checkFn.mock.calls[0][0]).toEqual({ password: 'lantern-harbour' });
    expect(policies).toHaveBeenCalledTimes(1);
    expect(store.getState().accounts.policies).toEqual({ minLength: 6, maxLength: 20, minScore: 2 });
    expect(verdictFor(store.getState().accounts.strength, 'lantern-harbour')).toBe('VALID');
  });

  it('ignores a result for a password that has since changed', () => {
    let s = accountsReducer(accountsInitialState, passwordEdited({ password: 'abc' }));
    s = accountsReducer(s, passwordEdited({ password: 'abcd' }));
    s = accountsReducer(s, passwordChecked({ password: 'abc', result: valid }));
    expect(s.strength).toEqual({ status: 'checking', password: 'abcd', result: null });
    expect(verdictFor(s.strength, 'abcd')).toBeNull();
  });
});

describe("a visitor's CSRF token for the sign-up prompt's forms", () => {
  it('fetches one when the forms open on a page served without one', async () => {
    const tokenFn = jest.fn().mockResolvedValue({ csrfToken: 'v1.visitor' });
    const checkFn = jest.fn().mockResolvedValue(valid);
    const { store } = makeStore({
      api: fakeApi({ accounts: { csrfToken: tokenFn, checkPassword: checkFn } }),
    });
    expect(store.getState().session.csrfToken).toBeNull();
    store.dispatch(authFormsShown());
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(tokenFn).toHaveBeenCalledTimes(1);
    expect(store.getState().session.csrfToken).toBe('v1.visitor');
  });

  it('keeps the token a page already carries', () => {
    const tokenFn = jest.fn();
    return expectSaga(issueCsrfToken, fakeApi({ accounts: { csrfToken: tokenFn } }))
      .withState({ session: { viewer: null, csrfToken: 'page-token' } })
      .not.put.actionType(csrfTokenIssued.type)
      .run()
      .then(() => expect(tokenFn).not.toHaveBeenCalled());
  });
});
