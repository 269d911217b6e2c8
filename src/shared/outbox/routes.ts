/** The development outbox page of the page table. */
import type { PageMeta } from '../common/pageMeta';
import { outboxRequested } from './actions';

export type OutboxPageKey = 'devOutbox';

export const OUTBOX_PAGES = {
  // Served only outside production or with DEV_OUTBOX=1 (the server answers 404 otherwise).
  devOutbox: {
    pattern: /^\/dev\/outbox(?:\/(\d+))?\/?$/,
    keys: ['id'],
    loginRequired: false,
    preload: (m) => [outboxRequested(m.params.id ? { id: Number(m.params.id) } : {})],
    rules: ['status'],
  },
} satisfies Record<OutboxPageKey, PageMeta>;
