/**
 * `GET /v4/parts/{id}` and `GET /api/v3/story_parts/{id}` (API-COMPAT.md): a part with `groupId`,
 * `group` (its story; `fields=group(id,title)` selects from it), `text_url` and `wordCount`.
 */
import { Router, type Request, type Response } from 'express';
import { parseFields, pickFields } from '../../lib/fields';
import { setCacheHeaders, type ContextFactory } from '../../lib/http';
import { getPart } from './partsService';

export function createPartsRouter(getContext: ContextFactory): Router {
  const router = Router();

  const sendPart = async (req: Request<{ id: string }>, res: Response): Promise<void> => {
    const ctx = getContext(req);
    const fields = parseFields(req.query.fields);
    const part = await getPart(ctx, req.params.id, { fields });
    setCacheHeaders(res, ctx);
    res.json(pickFields(part, fields));
  };

  router.get('/v4/parts/:id', sendPart);
  router.get('/api/v3/story_parts/:id', sendPart);

  return router;
}
