/**
 * Every text of the comments (reading-discovery §2 "Comments", §8 error catalogue, §6 roles):
 * verbatim from the spec where marked "spec"; the refusals of our own limits (validation.ts) are ours.
 */
import { readerMessages } from '../reader/messages';

export const COMMENTS_MESSAGES = {
  empty: 'Be the first to comment', // spec
  loadFailed: 'There was an issue retrieving comments.', // spec
  retry: 'Retry', // spec
  postFailed: 'Comment failed to post', // spec
  deleteFailed: 'Sorry, something went wrong. Please try again.', // spec
  notFound: 'The comment cannot be found.', // spec
  offensive: 'This comment may be offensive.', // spec
  returnToAll: 'Return to all comments', // spec
  viewReplies: 'View replies', // spec
  showMore: 'Show more', // spec
  /** The sign-up modal's title for a visitor who comments, replies or likes (spec §6). */
  signUpTitle: readerMessages.signUpPromptTitle,
  reply: 'Reply',
  like: 'Like',
  deleteComment: 'Delete comment',
  post: 'Post',
  placeholder: 'Write a comment…',
  replyPlaceholder: 'Write a reply…',
  deleted: 'This comment has been deleted.',
  writerBadge: 'Writer',
  staffBadge: 'Staff',
  verifiedBadge: 'Verified',
  ambassadorBadge: 'Ambassador',
  announcement: 'Announcement',

  // Refusals (ours: the spec shows no limits; validation.ts says which and why)
  textEmpty: 'Please write something before posting.',
  textTooLong: (max: number) => `Comments can be at most ${max} characters long.`,
  duplicate: 'You already posted this comment here.',
  tooFast: 'You are commenting too fast. Please wait a minute and try again.',
  tooManyAnnouncements: (max: number) => `You can post at most ${max} announcements a day.`,
  announcementNotYours: 'Only the writer of this story can post an announcement on it.',
  announcementOnPartsOnly: 'Announcements can only be posted on a part.',
  tooDeep: 'This reply cannot be answered.',
  notYours: 'You can only delete your own comments or comments on your story.',
  paragraphNotFound: 'This paragraph is not part of the story anymore.',
  badResource: 'This is not something you can comment on.',
  badCursor: 'Invalid value for after',
} as const;
