/**
 * Texts of the account settings (accounts-safety-messaging.md §2, §5, §8, §9). Strings marked
 * "spec" are verbatim from the spec; the others are ours where the spec shows no wording.
 */
import { headerMessages } from '../common/headerMessages';
import { accountsMessages } from '../accounts/messages';

export const settingsMessages = {
  // §5 change email (spec)
  emailMismatch: 'Please ensure the email fields match.',
  emailRequired: 'Email is required.',
  emailInvalid: 'The email address is invalid.', // spec (§5 report contact step's wording)
  // §5 birthdate in settings (spec)
  fixErrors: 'Please fix any errors to continue.',
  // §8 (spec)
  changesNotSaved: 'Something went wrong, your changes were not saved.',
  // §9 (spec)
  usernameChangeNote: 'Username change takes up to 24 hours.',
  // ours
  pageTitle: headerMessages.settings,
  tabAccount: 'Account',
  tabNotifications: 'Notifications',
  tabContent: 'Content Preferences',
  accountHeading: 'Account',
  username: 'Username',
  email: 'Email',
  password: 'Password',
  birthdate: 'Birthdate',
  verified: 'Verified',
  notVerified: 'Not verified',
  noEmail: 'No email address',
  noBirthdate: 'Not set',
  noPassword: 'No password yet',
  change: 'Change',
  createPassword: 'Create password',
  changePassword: 'Change password',
  changeUsername: 'Change username',
  changeEmail: 'Change email',
  newEmail: 'New email',
  confirmEmail: 'Confirm new email',
  currentPassword: 'Current password',
  yourPassword: 'Password',
  newPassword: 'New password',
  newPasswordHint: accountsMessages.passwordLengthHint, // the one password policy's bounds
  newUsername: 'New username',
  forgotPassword: 'Forgot password?',
  save: 'Save',
  cancel: 'Cancel',
  emailChecking: 'Checking…',
  emailAvailable: 'This email can be used.',
  emailSentTitle: 'Email sent', // spec
  emailSentBody: (email: string) => `Please check your email ${email} to complete sign-up.`, // spec
  ok: 'OK',
  wrongPassword: 'The password you entered is incorrect.',
  passwordNeeded: 'Please enter your password.',
  currentPasswordNeeded: 'Please enter your current password.',
  noPasswordYet: 'Your account has no password yet: create one first.',
  emailUnchanged: 'This is already your email address.',
  usernameUnchanged: 'This is already your username.',
  passwordLength: accountsMessages.passwordLength, // spec wording, the policy's bounds (error_invalid_password_length)
  passwordWeak: accountsMessages.passwordWeak,
  passwordChanged: 'Your password has been changed. Please log in with your new password.',
  birthdateFormat: 'Use the format YYYY-MM-DD.',
  birthdateRange: 'You must be between 13 and 100 years old.',
  birthdateSaved: 'Your birthdate has been saved.',
  notificationsHeading: 'Notifications',
  notificationsIntro: 'Choose which emails we send you.',
  alertsLabel: 'Activity alerts: new followers, votes and comments on your stories',
  alertssubLabel: 'Updates from writers and stories you follow',
  subscribeLabel: 'News, tips and recommendations from us',
  notificationsSaved: 'Your notification settings have been saved.',
  loginNeeded: 'Please log in to see your settings.',
} as const;

export type SettingsMessageKey = keyof typeof settingsMessages;
