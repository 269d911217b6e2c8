/**
 * The tag rankings page's name: its heading and, through `selectPageTitle`, its document title. Its
 * own module: the title rule is in the first-load bundle, and importing it from `./reader` would
 * bring every text of the reader along.
 */
export const rankingsTitle = (title: string): string => `Rankings of ${title}`;
