/**
 * Texts of closing an account, the user's own data page and the language picker. Verbatim from
 * accounts-safety-messaging.md where the spec gives them (marked "spec"); the others are ours.
 */
export const accountMessages = {
  // Close account (/close-account)
  closeTitle: 'Close your account',
  closeIntro:
    'Closing your account signs you out everywhere. Your profile, stories and reading lists will no longer be visible to anyone, and you will not be able to log in.',
  closePassword: 'Password',
  closePasswordRequired: 'Enter your password to close your account.',
  closeWrongPassword: 'That password is not correct.',
  closeReason: 'Why are you leaving? (optional)',
  closeReasonTooLong: 'Please keep your reason under 500 characters.',
  closeSubmit: 'Close my account',
  cancel: 'Cancel',
  closed: 'Your account has been closed.',
  /** Log-in with the right password for a closed account. */
  loginClosed: 'This account has been closed. Contact support if you want it reopened.',
  closeUnknownReason: 'Unknown close-account reason.',

  // Own data (/settings/your-{product}-data)
  dataTitle: (product: string) => `Your ${product} data`,
  dataIntro: 'Everything we keep about your account, as of now.',
  dataDownload: 'Download as JSON',
  dataProfile: 'Profile',
  dataStories: 'Stories',
  dataLists: 'Reading lists',
  dataLibrary: 'Library',
  dataFollowing: 'Following',
  dataFollowers: 'Followers',
  dataVotes: 'Votes',
  dataPositions: 'Reading positions',
  dataNone: 'None',
  dataSettings: 'Settings',
  dataNotifications: 'Notification emails',
  dataMature: 'Show mature stories',
  dataBlockedTags: 'Blocked tags',
  dataGenres: 'Preferred genres',
  dataWriterJourney: 'Writer journey answers',
  dataNotAnswered: 'Not answered',

  // Language (a locale cookie, and users.language_id when signed in)
  languageTitle: 'Language',
  languageLabel: 'Choose your language',
  languageSave: 'Save language',
  languageUnknown: 'Please choose a language from the list.',
} as const;
