import { headerMessages } from '../common/headerMessages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwordPolicy';

/**
 * User-visible text of sign-up, log-in and log-out. Strings marked "spec" are verbatim from
 * accounts-safety-messaging.md (§§5, 8); the others are ours where the spec shows no wording.
 */
export const accountsMessages = {
  // §5 validation (spec)
  policyRequired: 'Checking this box is required.',
  birthdayRequired: 'Birthday is required.',
  fixErrors: 'Please fix any errors to continue.',
  passwordRequired: 'Password is required.',
  passwordInvalid: "Your password doesn't meet the requirements.",
  confirmRequired: 'Re-enter password is required.',
  confirmMismatch: 'Passwords do not match.',
  confirmMatchButInvalid: 'Passwords match but do not meet the requirements.',
  confirmMatch: 'Great, passwords match!',
  emailRequired: 'Email is required.',
  emailInvalid: 'The email address is invalid.',
  // The one password policy (issue 24 #8; ./passwordPolicy): the length texts name its real bounds.
  passwordLengthHint: `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
  passwordLength: `Choose a password with ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`, // spec wording
  passwordWeak: 'That password is too easy to guess. Please choose a different, stronger password.',
  passwordCommon: 'This is a frequently used password.',
  // §8 sign-up codes (spec)
  code1006: 'Please make sure all fields are filled in.',
  code1027: "Sorry, based on the information you have provided, we couldn't create an account for you.",
  code1171: 'An account with this email address may already exist. Try using another email address.',
  signupUnknown: 'Sorry, something went wrong. Please try again.',
  signupFailed: 'Something went wrong. Please try again',
  // ours
  usernameRequired: 'Username is required.',
  usernameInvalid: 'Use 3 to 20 characters: letters, numbers and underscores.',
  usernameTaken: 'That username is already taken. Try another one.',
  birthdayInvalid: 'Please choose a real date.',
  pronounsInvalid: 'Choose one of the options.',
  loginFailed: 'The username or email and password you entered do not match.',
  loginRequired: 'Enter your username or email and your password.',
  tooManyAttempts: 'Too many failed log-in attempts. Please wait 15 minutes and try again.',
  signupTitle: 'Sign up to join the largest storytelling community',
  loginTitle: headerMessages.logIn,
  logoutTitle: headerMessages.logOut,
  logoutQuestion: 'Do you want to log out?',
  signedOut: 'You are not logged in.',
  haveAccount: 'I already have an account',
  noAccount: "Don't have an account? Sign up",
  forgotPassword: 'Forgot password?',
  logIn: headerMessages.logIn,
  signUp: headerMessages.signUp,
  logOut: headerMessages.logOut,
} as const;

/** Pronoun codes of the sign-up payload (spec §3) with their labels; '' = not chosen. */
export const PRONOUNS: readonly { code: 'M' | 'F' | 'O' | 'X' | 'null'; label: string }[] = [
  { code: 'M', label: 'He/Him' },
  { code: 'F', label: 'She/Her' },
  { code: 'O', label: 'They/Them' },
  { code: 'X', label: 'Not listed' },
  { code: 'null', label: 'Prefer not to say' },
];

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
