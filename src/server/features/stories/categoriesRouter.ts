/** `GET /api/v3/categories`: `[{id, name, name_english, roles}]`. */
import { Router } from 'express';
import { parseFields, pickFields } from '../../lib/fields';
import { setCacheHeaders, type ContextFactory } from '../../lib/http';
import { listCategories } from './storiesService';

export function createCategoriesRouter(getContext: ContextFactory): Router {
  const router = Router();

  router.get('/api/v3/categories', async (req, res) => {
    const ctx = getContext(req);
    const categories = await listCategories(ctx);
    setCacheHeaders(res, ctx);
    res.json(pickFields(categories, parseFields(req.query.fields)));
  });

  return router;
}
