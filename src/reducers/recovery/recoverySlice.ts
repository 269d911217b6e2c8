import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The please-verify-email modal (spec §2): a reusable gate for actions that need a verified email.
 * The specs name publishing (writing-paid-content §4, §6), starting a new message
 * (accounts-safety-messaging §1, §5, §6), voting on some polls and posting or liking comments
 * (reading-discovery §4, §5, §6). None of those actions exists yet: their issues open it with
 * `gateOpened`. The account settings' own Resend email uses the same sent and failed views.
 * `prompt` offers Change email / Resend email; a resend goes `sending` → `sent` ('Email sent')
 * or `failed` ('Problem reaching email :(').
 */
export type VerifyEmailView = 'closed' | 'prompt' | 'sending' | 'sent' | 'failed';

export interface VerifyEmailState {
  view: VerifyEmailView;
  email: string | null;
  /**
   * Opened by an action that needs a verified email (the prompt), not by the account settings'
   * own "Resend email", whose dialog shows only the sending and its outcome.
   */
  prompted: boolean;
}

const initialState: VerifyEmailState = { view: 'closed', email: null, prompted: false };

const recoverySlice = createSlice({
  name: 'recovery',
  initialState,
  reducers: {
    gateOpened(_state, action: PayloadAction<{ email: string | null }>) {
      return { view: 'prompt', email: action.payload.email, prompted: true };
    },
    resendRequested(state) {
      if (state.view !== 'sending') state.view = 'sending';
    },
    resendSucceeded(state, action: PayloadAction<{ email: string }>) {
      state.view = 'sent';
      state.email = action.payload.email;
    },
    resendFailed(state) {
      state.view = 'failed';
    },
    closed() {
      return initialState;
    },
  },
});

export const recoveryActions = recoverySlice.actions;
export const recoveryReducer = recoverySlice.reducer;
export const selectVerifyEmail = (s: { recovery: VerifyEmailState }): VerifyEmailState => s.recovery;
