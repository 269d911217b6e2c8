/**
 * Publishing, scheduling and covers: every user-visible text. Verbatim from
 * writing-paid-content.md where the spec gives it (§2, §4, §5, §8); the rest are ours.
 */
import { PUBLISHING_TITLES } from './titles';

export const PUBLISHING_MESSAGES = {
  // §2 / §4: the modal, its choices and the part's button
  modalTitle: PUBLISHING_TITLES.modalTitle,
  publishNow: 'Publish now',
  scheduleLater: 'Schedule to publish later',
  publish: 'Publish',
  changeSchedule: 'Change schedule',
  // §8 / §5: failures
  publishFailed: 'Failed to publish part',
  scheduleFailed: 'Failed to schedule part',
  unscheduleFailed: 'Failed to unschedule part',
  dateRequired: 'Publish date is required',
  // ours: the scheduler's controls and rules
  schedule: 'Schedule',
  unschedule: 'Unschedule',
  cancel: 'Cancel',
  close: 'Close',
  dateLabel: 'Publish date',
  timeLabel: 'Publish time (UTC)',
  chooseTime: 'Choose a time',
  understanding:
    'I understand that this part will be published automatically at the chosen time, and that readers who follow me will be notified.',
  tooSoon: 'Choose a time at least 15 minutes from now',
  tooLate: 'Choose a date within one year from today',
  notOnStep: 'Choose a time on a quarter hour (:00, :15, :30 or :45)',
  badDate: 'Choose a valid date and time',
  scheduledFor: (when: string) => `Scheduled to publish on ${when} (UTC)`,
  // ours: success and the story-details gate
  publishedTitle: 'Your part is published',
  publishedBody: 'Readers can now find it on your story page.',
  scheduledTitle: 'Your part is scheduled',
  viewStory: 'View story',
  detailsTitle: 'Finish your story details first',
  detailsBody: 'Add a title, a description, tags and a category to your story before you publish.',
  editDetails: 'Edit story details',
  // ours: server refusals
  verifyFirst: 'Verify your email address before you publish',
  notYours: 'You cannot publish or change another writer\u2019s parts',
  storyNotReady: 'Add a title, a description, tags and a category to your story before you publish',
  alreadyPublished: 'This part is already published',
  notScheduled: 'This part is not scheduled',
  // covers (§5 "Cover upload: accepts jpeg, png or gif"; the rest ours)
  coverLabel: 'Cover',
  coverUpload: 'Upload a cover',
  coverUploading: (percent: number) => `Uploading\u2026 ${percent}%`,
  coverUploaded: 'Cover updated',
  coverNotImage: 'Covers must be a JPEG, PNG or GIF image',
  coverTooLarge: 'Covers must be 5 MB or smaller',
  coverFailed: 'The cover could not be uploaded. Please try again.',
  coverNotYours: 'You cannot change another writer\u2019s cover',
  coverImport: 'Import a cover',
  // the cover import page (§2, §4)
  importTitle: PUBLISHING_TITLES.importTitle,
  importChoose: 'Choose one of your stories',
  importImage: 'Cover image',
  importNext: 'Next',
  importUploading: 'Uploading your cover\u2026',
  importDone: 'Your cover was added to your story.',
  importGoToStory: 'Go to story',
  importNoCanvas: 'Your browser cannot prepare the cover image.',
  importNoStories: 'You have no stories yet.',
  importBadImage: 'Send the cover as a PNG image of 512 \u00d7 800 pixels',
} as const;
