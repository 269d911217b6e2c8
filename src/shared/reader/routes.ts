/** The part reader of the route table: `/{partId}` or `/{partId}-{slug}`, tried after every literal path. */
import type { RouteDef } from '../routes';
import { partRequested } from '../stories/actions';

export type ReaderPageKey = 'reader';

export const READER_ROUTES: readonly RouteDef[] = [
  {
    page: 'reader',
    pattern: /^\/(\d+)(?:-([^/]*))?\/?$/,
    keys: ['partId', 'slug'],
    loginRequired: false,
    preload: (m) => [partRequested({ id: Number(m.params.partId) })],
  },
];
