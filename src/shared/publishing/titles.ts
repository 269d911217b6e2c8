/**
 * Publishing's page titles, apart from its messages: the page table (`routes.ts`) is in every
 * page's first load, and importing `messages.ts` there put every publishing text in it
 * (docs/measurements.md, issue 29).
 */
export const PUBLISHING_TITLES = {
  importTitle: 'Import your cover',
  modalTitle: 'Publish your part',
} as const;
