import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { formFailed } from '../../shared/common/forms';
import type { PasswordCheckRequest, PasswordCheckResult, PasswordPolicies } from '../../shared/accounts/api';

/** A sign-up or log-in form the server answered with errors (rendered again with them). */
export interface AuthFormState {
  page: 'signup' | 'login';
  /** What the person typed (never a password). */
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  /** The form-level alert (the spec's codes' texts, or the log-in failure). */
  message: string | null;
  /** HTTP status of the page (400 invalid, 401 wrong password, 429 too many attempts). */
  status: number;
}

export interface PasswordStrengthState {
  /** `unavailable`: the check failed, the 6–20 fallback applies. */
  status: 'idle' | 'checking' | 'checked' | 'unavailable';
  /** The password the result is for (a result for an older value is ignored). */
  password: string;
  result: PasswordCheckResult | null;
}

export interface AccountsState {
  form: AuthFormState | null;
  policies: PasswordPolicies | null;
  strength: PasswordStrengthState;
}

export const accountsInitialState: AccountsState = {
  form: null,
  policies: null,
  strength: { status: 'idle', password: '', result: null },
};

const accountsSlice = createSlice({
  name: 'accounts',
  initialState: accountsInitialState,
  reducers: {
    /** The email forms opened (sign-up prompt, auth panel): they need a CSRF token to post. */
    authFormsShown() {},
    passwordPoliciesLoaded(state, action: PayloadAction<PasswordPolicies | null>) {
      state.policies = action.payload;
    },
    /** The sign-up password changed (the saga checks it after 500 ms without typing). */
    passwordEdited(state, action: PayloadAction<PasswordCheckRequest>) {
      state.strength = {
        status: action.payload.password ? 'checking' : 'idle',
        password: action.payload.password,
        result: null,
      };
    },
    passwordChecked(state, action: PayloadAction<{ password: string; result: PasswordCheckResult }>) {
      if (action.payload.password !== state.strength.password) return;
      state.strength = {
        status: 'checked',
        password: action.payload.password,
        result: action.payload.result,
      };
    },
    passwordCheckFailed(state, action: PayloadAction<{ password: string }>) {
      if (action.payload.password !== state.strength.password) return;
      state.strength = { status: 'unavailable', password: action.payload.password, result: null };
    },
  },
  extraReducers: (b) =>
    b.addCase(formFailed, (state, { payload: f }) => {
      if (f.page !== 'signup' && f.page !== 'login') return;
      state.form = {
        page: f.page,
        values: f.values,
        fieldErrors: f.fieldErrors,
        message: f.message,
        status: f.status,
      };
    }),
});

export const {
  authFormsShown,
  passwordPoliciesLoaded,
  passwordEdited,
  passwordChecked,
  passwordCheckFailed,
} = accountsSlice.actions;
export const accountsReducer = accountsSlice.reducer;

type WithAccounts = { accounts: AccountsState };
export const selectAuthForm = (s: WithAccounts): AuthFormState | null => s.accounts.form;
export const selectPasswordStrength = (s: WithAccounts): PasswordStrengthState => s.accounts.strength;
export const selectPasswordPolicies = (s: WithAccounts): PasswordPolicies | null => s.accounts.policies;

/** The strength verdict for `password`: VALID/INVALID when checked, null when unknown (fallback rule). */
export function verdictFor(strength: PasswordStrengthState, password: string): 'VALID' | 'INVALID' | null {
  return strength.status === 'checked' && strength.password === password && strength.result
    ? strength.result.result
    : null;
}
