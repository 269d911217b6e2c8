/** The report flow's texts (accounts-safety-messaging §4, §5, §8; the spec's verbatim where it gives them). */
import { headerMessages } from '../common/headerMessages';

export const REPORTS_MESSAGES = {
  // §8
  failed: "An error has occurred. We're sorry about that!",
  // §5 contact step
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'The email address is invalid.',
  // Ours (the spec shows no wording for these)
  title: headerMessages.reportTitle,
  report: 'Report',
  reportStory: 'Report story',
  back: 'Back',
  next: 'Next',
  submit: 'Submit',
  contactTitle: 'How can we reach you?',
  contactIntro: 'We need your name and email address to follow up on your report.',
  name: 'Name',
  email: 'Email',
  commentLabel: 'Tell us more',
  commentRequired: 'Please tell us more about what happened.',
  thanksTitle: 'Thank you for your report',
  thanksBody: 'Our support team will review it. You may hear from us by email.',
  mute: 'Mute',
  unmute: 'Unmute',
  muteHint: (username: string) => `Don't want to see ${username}? You can mute them.`,
  loading: 'Loading…',
  done: 'Done',
  openLink: 'Open',
  tooMany: 'You have sent too many reports. Please wait a while before sending another.',
  unknownFlow: 'This report type is not known.',
  commentTooLong: (max: number) => `The description can be at most ${max} characters.`,
  badRequest: 'The report is missing some of its details.',
  noJsIntro: 'Choose what best describes the problem.',
  chooseOne: 'Please choose one of the options.',
  signInToMute: 'Back to where you were',
} as const;
