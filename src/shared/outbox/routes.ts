/** The development outbox page of the route table. */
import { outboxRequested } from './actions';
import type { RouteDef } from '../routes';

export type OutboxPageKey = 'devOutbox';

export const OUTBOX_ROUTES: readonly RouteDef[] = [
  // Served only outside production or with DEV_OUTBOX=1 (the server answers 404 otherwise).
  {
    page: 'devOutbox',
    pattern: /^\/dev\/outbox(?:\/(\d+))?\/?$/,
    keys: ['id'],
    loginRequired: false,
    preload: (m) => [outboxRequested(m.params.id ? { id: Number(m.params.id) } : {})],
  },
];
