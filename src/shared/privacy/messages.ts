/**
 * Texts of the "Do not sell my personal information" page. Verbatim from
 * accounts-safety-messaging.md where the spec gives them (marked "spec"); the others are ours.
 */
export const privacyMessages = {
  notYours: 'You can only see or change your own privacy settings.',
  title: 'Do not sell my personal information', // spec
  intro:
    'If you live in California, you can ask us not to sell your personal information to third parties (California Consumer Privacy Act).',
  residentLabel: 'I am a California resident',
  residentRequired: 'Please confirm that you are a California resident.',
  submit: 'Opt out',
  submitting: 'Submitting…',
  loading: 'Loading…',
  optedOut: 'You have opted out of the sale of your personal information.',
  notOptedOut: 'You have not opted out of the sale of your personal information.',
  backTo: 'Back to', // spec ('Back to' home button)
  home: 'home',
  visitorNote: 'Your choice is saved in this browser. To save it to your account,',
  logIn: 'log in',
  or: 'or',
  signUp: 'sign up',
  failure: 'There was an error submitting your opt-out request. Please try again or report the issue.', // spec §8
} as const;
