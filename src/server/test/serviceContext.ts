/**
 * Service tests (no HTTP): a `ServiceContext` on a test database whose viewer is a seeded user.
 * Route tests use `createTestApp`, whose viewers come from real sessions.
 */
import type { Knex } from 'knex';
import type { Viewer } from '../../shared/common/session';
import { ADMIN_USER_ID, USERS } from '../../../seeds/fixtures';
import { createServiceContext, type ServiceContextInput, type ServiceContext } from '../context';

/** The public address of service-test contexts (route tests set it with `config: { publicUrl }`). */
export const TEST_ORIGIN = 'http://storyloom.test';

export function testViewer(id: number): Viewer {
  const user = Object.values(USERS).find((u) => u.id === id);
  return {
    id,
    username: user?.username ?? `user${id}`,
    name: user?.username ?? `user${id}`,
    avatar: '',
    isSysAdmin: id === ADMIN_USER_ID,
    isStaff: id === ADMIN_USER_ID,
    isPremium: false,
    languageId: 1,
  };
}

/** No caches (every read hits the database) unless `extra` brings them; `extra` may set any field. */
export function testContext(
  db: Knex,
  viewerId?: number,
  extra: Partial<ServiceContextInput> = {},
): ServiceContext {
  return createServiceContext({
    db,
    viewer: viewerId ? testViewer(viewerId) : null,
    origin: TEST_ORIGIN,
    ...extra,
  });
}
