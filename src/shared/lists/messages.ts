import { countOf } from '../common/format';
import { headerMessages } from '../common/headerMessages';

/** Reading lists, library and follows: every user-visible text, verbatim from the spec. */
export const LISTS_MESSAGES = {
  // reading-discovery §8 "Reading lists"
  fetchListsFailed: 'Error: fetching reading lists failed',
  collectionUpdateFailed: 'Error: collection update failed',
  removeFailed: 'Error: removing stories from collection failed',
  fetchCollectionsFailed: 'Error: fetching stories collections failed',
  createFailed: 'We are unable to add this story to your reading list at this time',
  // API answers for bad input (ours)
  emptyName: 'A reading list needs a name',
  nameTooLong: 'A reading list name can be at most 100 characters',
  listNotFound: 'Reading list not found',
  userNotFound: 'User not found',
  notYours: 'You cannot change another user\u2019s reading lists or library',
  libraryPrivate: 'A library can be read only by its owner',
  missingStories: 'Give the id of the story to add (stories)',
  missingUsers: 'Give the usernames to follow (users)',
  missingUsersToUnfollow: 'Give the usernames to unfollow (users)',
  cannotFollowSelf: 'You cannot follow yourself',
  notYourFollows: 'You cannot follow or unfollow for another user',
  draftStory: 'A draft cannot be added to a library or reading list until a part is published',
} as const;

/** writing-paid-content §8 "Follow". */
export const FOLLOW_MESSAGES = {
  followFailed: 'Follow failed. Please try again.',
  unfollowFailed: 'Unfollow failed. Please try again.',
  follow: 'Follow',
  unfollow: 'Unfollow',
} as const;

/** The add-to-list controls (popover and the page without JavaScript); the spec gives no words: ours. */
export const ADD_TO_LIST_TEXT = {
  title: 'Add to reading list',
  library: headerMessages.library,
  inList: 'added',
  add: 'Add',
  remove: 'Remove',
  newListLabel: 'New reading list name',
  newListPlaceholder: 'New reading list',
  create: 'Create',
  logInFirst: 'Log in to add stories to your library and reading lists',
} as const;

/** Featured lists on the home page and `/featured/{id}` (ours: the spec names them, not their words). */
export const FEATURED_TEXT = {
  heading: 'Featured lists',
  stories: (n: number) => countOf(n, 'story', 'stories'),
  by: (name: string) => `A reading list by ${name}`,
  notFound: 'This reading list could not be found.',
  empty: 'This list has no stories yet.',
} as const;

/** `/library`, and removing a story from a list or the library on its page (ours). */
export const LIBRARY_TEXT = {
  title: headerMessages.library,
  empty: 'Stories you add to your library show here.',
  loadFailed: 'Your library could not be loaded. Try reloading the page.',
  listsHeading: 'Your reading lists',
  noLists: 'No reading lists yet.',
  remove: 'Remove',
  removeLabel: (title: string, from: string) => `Remove ${title} from ${from}`,
  more: (n: number) => `Showing the first ${n}.`,
  showMore: 'Show more',
} as const;
