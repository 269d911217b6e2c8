/**
 * The footer's links, to the privacy opt-out and the language picker. Their own module: the footer
 * is in the first-load bundle, and importing them from `./privacy` or `./account` would bring
 * every text of those pages along.
 */
export const footerMessages = {
  doNotSell: 'Do not sell my personal information',
  language: 'Language',
} as const;
