/** Publishing's pages of the page table: the cover import page and the no-JavaScript publish page. */
import type { PageMeta } from '../common/pageMeta';
import { importStoriesRequested, publishPageRequested } from './actions';
import { PUBLISHING_TITLES as m } from './titles';

export type PublishingPageKey = 'coverImport' | 'publishPart';

const storyIdOf = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{1,10}$/.test(value) ? String(Number(value)) : null;

export const PUBLISHING_PAGES = {
  // The cover import page (writing-paid-content.md §2): reached from the story settings' cover slot.
  coverImport: {
    pattern: /^\/cover-import\/?$/,
    keys: [],
    loginRequired: true,
    preload: (_m, q, viewer) =>
      viewer ? [importStoriesRequested({ preselected: storyIdOf(q.storyId) })] : [],
    title: m.importTitle,
  },
  // The publish modal as a page, for writers without JavaScript (the Publish button's link).
  publishPart: {
    pattern: /^\/myworks\/0*(\d+)\/write\/0*(\d+)\/publish\/?$/,
    keys: ['id', 'partId'], // id: the story's
    loginRequired: true,
    forms: true,
    preload: (match, _q, viewer) =>
      viewer ? [publishPageRequested({ partId: Number(match.params.partId), storyId: match.params.id })] : [],
    title: m.modalTitle,
    rules: ['status'],
  },
} satisfies Record<PublishingPageKey, PageMeta>;
