/**
 * The writing studio's page titles, apart from its messages: the page table (`routes.ts`) and the
 * title rules are in every page's first load, and importing `messages.ts` there put every studio
 * text (and the notes limits) in it (docs/measurements.md, issue 29).
 */
export const MYWORKS_TITLES = {
  myworks: 'My Stories',
} as const;
