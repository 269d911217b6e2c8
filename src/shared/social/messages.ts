import { headerMessages } from '../common/headerMessages';

/**
 * User-visible text of social sign-in, the sign-up prompt views, the auth panel and email
 * re-verification. Strings marked "spec" are verbatim from accounts-safety-messaging.md; the
 * others are ours where the spec shows no wording.
 */
export const socialMessages = {
  // §2 screens (spec)
  backToSignupOptions: 'Back to all signup options',
  olderSignupTitle: 'Sign up to join the largest storytelling community',
  haveAccount: 'I already have an account',
  noAccount: "Don't have an account? Sign up",
  logInWithEmail: 'Log in with email',
  signUp: headerMessages.signUp,
  or: 'or',
  updateEmail: 'I need to update my email',
  currentEmail: 'This is my current email',
  // §8 (spec)
  emailConfirmed: 'Thank you for confirming your email.',
  checkEmailToConfirm: 'Thank you, please check your email to confirm your verification.',
  googleNeedsToken: 'Google sign-up needs an access token from the provider',
  // §4 (spec: "default reminder toast says 3 days")
  reminderToast: (days: number) => `We'll send you a reminder in ${days} days`,
  // ours
  googleUnavailable: 'Google sign-in is not available.',
  facebookUnavailable: 'Facebook sign-in is not available.',
  socialInvalid: 'We could not confirm your sign-in with {provider}. Please try again.',
  socialDown: "We couldn't reach {provider} just now. Please try again in a moment.",
  socialExpired: 'Your sign-in with {provider} has expired. Please try again.',
  completionTitle: 'Almost there',
  completionIntro: (name: string | null, provider: string) =>
    `${name ? `Welcome, ${name}! ` : ''}Finish creating your account with ${provider}.`,
  signUpWithEmail: 'Sign up with email',
  signUpWithGoogle: 'Sign up with Google',
  signUpWithFacebook: 'Sign up with Facebook',
  logInWithGoogle: 'Log in with Google',
  logInWithFacebook: 'Log in with Facebook',
  back: 'Back',
  skip: 'Skip',
  reverifyTitle: 'Is this still your email?',
  reverifyBody: (email: string) => `We'd like to make sure we can reach you at ${email}.`,
  promptBenefits: [
    'Read and save stories to your library',
    'Follow writers and get their updates',
    'Vote, comment and join the conversation',
    'Write and share your own stories',
  ],
} as const;

export type SocialProvider = 'google' | 'facebook';

export const providerLabel = (p: SocialProvider): string => (p === 'google' ? 'Google' : 'Facebook');

/** A message with `{provider}` filled in. */
export const withProvider = (template: string, p: SocialProvider): string =>
  template.replace('{provider}', providerLabel(p));
