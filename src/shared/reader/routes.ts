/** The part reader of the page table: `/{partId}` or `/{partId}-{slug}`, tried after every literal path. */
import type { PageMeta } from '../common/pageMeta';
import { partCommentsPreload } from '../comments/actions';
import { partRequested } from '../stories/actions';

export type ReaderPageKey = 'reader';

export const READER_PAGES = {
  reader: {
    pattern: /^\/0*(\d+)(?:-([^/]*))?\/?$/,
    keys: ['partId', 'slug'],
    loginRequired: false,
    preload: (m, q) => [
      partRequested({ id: Number(m.params.partId) }),
      ...partCommentsPreload(m.params.partId, q),
    ],
    redirects: true,
    rules: ['status', 'title', 'canonical'],
  },
} satisfies Record<ReaderPageKey, PageMeta>;
