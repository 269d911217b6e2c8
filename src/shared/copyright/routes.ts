/** The DMCA notice page of the page table (accounts-safety-messaging §2; writing-paid-content §2). */
import type { PageMeta } from '../common/pageMeta';
import { dmcaRequested } from './actions';

export type CopyrightPageKey = 'dmca';

export const COPYRIGHT_PAGES = {
  // Visitors may file too (writing-paid-content §6); a form page, so rendered with a CSRF token.
  dmca: {
    pattern: /^\/help\/dmca\/?$/,
    keys: [],
    loginRequired: false,
    forms: true,
    title: 'DMCA notice',
    // A refused no-JS post answers 400 (`copyright.dmca.httpStatus`).
    rules: ['status'],
    preload: (_m, q) => [
      dmcaRequested({
        storyId: q.storyId,
        partId: q.partId,
        reportedUser: q.reportedUser,
        language: q.language,
        sent: q.sent === '1',
      }),
    ],
  },
} satisfies Record<CopyrightPageKey, PageMeta>;
