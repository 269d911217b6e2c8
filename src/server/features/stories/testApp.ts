/**
 * Test helper: a tiny Express app with the stories routers, the legacy error handlers and a
 * context whose viewer is chosen per request with the `x-test-user` header (a seeded user id).
 */
import express from 'express';
import type { Knex } from 'knex';
import type { Viewer } from '../../../shared/common/session';
import { ADMIN_USER_ID, USERS } from '../../../../seeds/fixtures';
import type { ServiceContext } from '../../context';
import type { ContextFactory } from '../../lib/http';
import { apiErrorHandler, apiNotFound } from '../../lib/legacyErrors';
import { createCategoriesRouter } from './categoriesRouter';
import { createPartsRouter } from './partsRouter';
import { createStoriesRouter } from './storiesRouter';
import { createStorytextRouter } from './storytextRouter';

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

export function testContext(db: Knex, viewerId?: number): ServiceContext {
  return { db, viewer: viewerId ? testViewer(viewerId) : null, origin: TEST_ORIGIN };
}

export function makeTestApp(db: Knex): express.Express {
  const getContext: ContextFactory = (req) => {
    const header = req.get('x-test-user');
    return testContext(db, header ? Number(header) : undefined);
  };
  const app = express();
  app.use(createStoriesRouter(getContext));
  app.use(createPartsRouter(getContext));
  app.use(createStorytextRouter(getContext));
  app.use(createCategoriesRouter(getContext));
  for (const prefix of ['/api/v3', '/apiv2', '/v4', '/v5']) app.use(prefix, apiNotFound);
  app.use(apiErrorHandler);
  return app;
}
