/** Texts of the sessions settings section (ours: the spec has no such section). */
export const sessionsMessages = {
  tab: 'Sessions',
  heading: 'Where you are signed in',
  intro: 'These browsers are signed in to your account. End any session you do not recognise.',
  thisSession: 'This session',
  lastSeen: 'Last seen',
  signedIn: 'Signed in',
  end: 'End session',
  endThis: 'Log out here',
  none: 'No other sessions.',
  notFound: 'That session has already ended.',
  ended: 'The session has ended.',
  failed: 'The session could not be ended. Please try again.',
} as const;
