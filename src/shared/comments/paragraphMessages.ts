/** Texts of the paragraph comments (ours: the spec names the marker and the drawer, not their words). */
export const PARAGRAPH_MESSAGES = {
  /** The marker's accessible name. */
  markerLabel: (count: number): string =>
    count > 0
      ? `${count} ${count === 1 ? 'comment' : 'comments'} on this paragraph`
      : 'Comment on this paragraph',
  drawerLabel: 'Comments on this paragraph',
  close: 'Close',
  backToPart: 'Back to the part',
  paragraphNotFound: 'This paragraph is no longer in the part.',
  pageTitle: (partTitle: string): string => `Comments on a paragraph of ${partTitle}`,
};
