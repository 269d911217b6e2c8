/**
 * Texts of the account section's verification state and account links, and of the mute and block
 * sections until the safety issue fills them. Verbatim from accounts-safety-messaging.md where
 * marked "spec" (§2 please-verify-email modal); the others are ours.
 */
export const sectionMessages = {
  // The unverified email (spec §2: 'Resend email' and its success and failure views)
  /** The expired-verification-link page's way to the Resend email button. */
  openAccountSettings: 'Open your account settings',
  unverifiedNote: 'Check your inbox for the link we sent to confirm this address.',
  resendEmail: 'Resend email', // spec
  resendSentTitle: 'Email sent', // spec
  resendSentBody: (email: string) => `Please check your email ${email} to complete sign-up.`, // spec
  resendFailedTitle: 'Problem reaching email :(', // spec
  resendFailedBody: 'Please try again or change your email.', // spec
  // The account section's links to the account's other pages
  moreHeading: 'Your account',
  ownData: 'See and download your data',
  writerJourney: 'Tell us what you write (writer journey)',
  closeAccount: 'Close account',
  // ?section=mute / ?section=block (their lists: the safety feature)
  tabMute: 'Muted',
  tabBlock: 'Blocked',
  muteHeading: 'Muted accounts',
  blockHeading: 'Blocked accounts',
} as const;
