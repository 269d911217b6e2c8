/** Password-recovery and email-verification pages of the route table (forms post to the same paths). */
import { outboxRequested } from './outboxActions';
import type { RouteDef } from './routes';

export type RecoveryPageKey = 'forgot' | 'reset' | 'emailVerified' | 'devOutbox';

const page = (key: RecoveryPageKey, pattern: RegExp, forms: boolean): RouteDef => ({
  page: key,
  pattern,
  keys: [],
  loginRequired: false,
  // Visitors post the forgot/reset forms: those pages carry a CSRF token.
  forms,
  preload: () => [],
});

export const RECOVERY_ROUTES: readonly RouteDef[] = [
  page('forgot', /^\/forgot\/?$/, true),
  page('reset', /^\/reset\/?$/, true),
  page('emailVerified', /^\/email-verified\/?$/, false),
  // Served only outside production or with DEV_OUTBOX=1 (the server answers 404 otherwise).
  {
    ...page('devOutbox', /^\/dev\/outbox(?:\/(\d+))?\/?$/, false),
    keys: ['id'],
    preload: (m) => [outboxRequested(m.params.id ? { id: Number(m.params.id) } : {})],
  },
];
