/** User-visible text of the reading pages, verbatim from reading-discovery.md. */
export const readingMessages = {
  storyNotFoundTitle: 'This page got lost in a good story and never came back.',
  storyNotFoundBody: "We couldn't find what you're looking for.",
  goHome: 'Go home',
  storyErrorTitle: "Hmmm... something's wrong.",
  storyErrorBody: "We can't seem to load this story right now. Try going back or reloading.",
  reload: 'Reload',
  startReading: 'Start reading',
  continueToNextPart: 'Continue to next part',
  complete: 'Complete',
  ongoing: 'Ongoing',
  mature: 'Mature',
  /** The story page's paid-original badge (search results say the same). */
  paidStory: 'Paid Story',
  deleted: 'Deleted',
  draft: 'Draft',
  tableOfContents: 'Table of contents',
  previousPart: 'Previous part',
  nextPart: 'Next part',
  finished: "You've finished this story.",
  endOfPublished: (updated: string) =>
    `You've reached the end of the published parts. Last updated ${updated}.`,
  homeErrorTitle: "Let's find your way back home",
  homeErrorBody: 'Something went wrong, try refreshing.',
  refresh: 'Refresh',
  // The story preview modal's buttons and link.
  readNow: 'Read now',
  read: 'Read',
  continueReading: 'Continue',
  moreDetails: 'More details',
  updated: (date: string) => `Updated ${date}`,
  /** The owner's link to the story's settings (/myworks/{id}; ours). */
  editStory: 'Edit story details',
  /** The label of the story page's list of parts scheduled to go public (ours). */
  scheduledParts: 'Coming soon',
} as const;
