/**
 * Texts of the password-recovery and email-verification flows. Verbatim from
 * accounts-safety-messaging.md where the spec gives them (marked "spec"); the others are ours.
 */
import { accountsMessages } from '../accounts/messages';

export const recoveryMessages = {
  // Forgot password (spec §2: 'Username or Email' input, 'Send instructions', Cancel)
  forgotTitle: 'Forgot your password?',
  forgotIntro: "Enter your username or email and we'll send you instructions to reset your password.",
  forgotLabel: 'Username or Email', // spec
  forgotSubmit: 'Send instructions', // spec
  cancel: 'Cancel',
  forgotRequired: 'Please enter your username or email.',
  /** The same answer whether or not an account matches (no account enumeration). */
  forgotSent:
    'If an account matches what you entered, we have sent instructions to its email address. The link works for 1 hour.',

  // Reset password
  resetTitle: 'Choose a new password',
  resetLabel: 'New password',
  resetHint: accountsMessages.passwordLengthHint, // the one password policy's bounds
  resetSubmit: 'Save password',
  invalidPasswordLength: accountsMessages.passwordLength, // spec wording, the policy's bounds (error_invalid_password_length)
  weakPassword: accountsMessages.passwordWeak,
  invalidResetLink: 'This password reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been changed. Please log in with your new password.',
  resetDonePush:
    'Your password has been changed. Please log out of the app on your mobile device and log back in with your new password.',
  changesNotSaved: 'Something went wrong, your changes were not saved.', // spec

  // Email verification
  emailVerifiedTitle: 'Email verified',
  emailVerifiedBody: 'Thank you for confirming your email.', // spec (email toast)
  emailVerifiedContinue: 'Continue',
  verificationFailedTitle: 'Link expired',
  verificationLinkInvalid:
    'This verification link is invalid or has expired. You can ask for a new one from your account settings.',
  verifyPromptTitle: 'Please verify your email',
  verifyPromptBody: 'You need to verify your email address before you can do this.',
  changeEmail: 'Change email', // spec
  resendEmail: 'Resend email', // spec
  resendSentTitle: 'Email sent', // spec
  resendSentBody: (email: string) => `Please check your email ${email} to complete sign-up.`, // spec
  resendFailedTitle: 'Problem reaching email :(', // spec
  resendFailedBody: 'Please try again or change your email.', // spec
  alreadyVerified: 'Your email is already verified.',
  noEmail: 'Your account has no email address.',
  tooManyResends: 'Too many requests. Please try again later.',
} as const;

/** The emails themselves. */
export const recoveryEmails = {
  resetSubject: (product: string) => `Reset your ${product} password`,
  resetText: (product: string, username: string, link: string) =>
    `Hi ${username},\n\nSomeone asked to reset the password of your ${product} account. ` +
    `To choose a new password, open this link within 1 hour:\n\n${link}\n\n` +
    `If you did not ask for this, you can ignore this email: your password stays the same.\n`,
  verifySubject: (product: string) => `Confirm your email for ${product}`,
  verifyText: (product: string, username: string, link: string) =>
    `Hi ${username},\n\nPlease confirm this email address for your ${product} account ` +
    `by opening this link within 7 days:\n\n${link}\n`,
} as const;
