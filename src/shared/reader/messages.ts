/**
 * Text of the reader and story-page extras. Verbatim from reading-discovery.md where the spec
 * gives it (sign-up prompt title, Story restricted, Explore other stories, Start reading, See all,
 * You may also like, Subscribe now); the rest is ours where the spec names a thing but not its words.
 */
import { headerMessages } from '../common/headerMessages';
import { rankingsTitle } from '../stories/rankingsMessages';

export const readerMessages = {
  signUpPromptTitle: 'Sign up to comment and interact with the largest storytelling community',
  signUp: headerMessages.signUp,
  logIn: headerMessages.logIn,
  close: 'Close',
  vote: 'Vote',
  voted: 'Voted',
  voteFailed: 'Your vote could not be saved. Please try again.',
  continueReading: 'Continue reading',
  seeAll: 'See all',
  youMayAlsoLike: 'You may also like',
  storyDetailTab: 'Story details',
  tocTab: 'Table of contents',
  addToLibrary: 'Add to library',
  /** The add-to-library button of a story the reader has saved (story page, part page, preview). */
  inLibrary: 'In your library',
  signUpPanel: 'Join to keep this story in your library, vote and comment.',
  tagRankings: 'Tag rankings',
  rankingsTitle,
  rankIn: (rank: number, tag: string) => `#${rank} in ${tag}`,
  statusNew: 'New',
  statusBonus: 'Bonus',
  statusScheduled: (when: string) => `Scheduled for ${when}`,
  statusLocked: 'Locked',
  lockedTitle: 'This part is locked',
  lockedBody: 'This part of a paid story is not part of your access yet.',
  storyRestricted: 'Story restricted',
  restrictedBody: 'This story is for mature readers (18+). Log in with an adult account to read it.',
  exploreOtherStories: 'Explore other stories',
  helpCentre: 'Help Center',
  readingTheme: 'Reading theme',
  themeNames: { default: 'Default', sepia: 'Sepia', dark: 'Dark' },
  subscriptionTitle: 'Reading themes are a Premium feature',
  subscriptionBody: 'Subscribe to Premium to read in any theme.',
  subscribeNow: 'Subscribe now',
} as const;
