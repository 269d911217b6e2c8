/**
 * `GET /settings/your-{product}-data` (login required): the user's own data as a page, or with
 * `json=1` as a JSON download (`Content-Disposition: attachment`). Only ever the viewer's own data
 * (the path names no user); a visitor is sent to log in (the JSON form answers 401, code 1018).
 */
import { Router } from 'express';
import { ApiError } from '../../../shared/common/errors';
import { ownDataPath } from '../../../shared/privacy/accountValidation';
import type { ContextFactory } from '../../lib/http';
import { loginFirst } from './closeAccountRouter';
import { getOwnData } from './ownDataService';

export function createOwnDataRouter(getContext: ContextFactory, productName: string): Router {
  const r = Router();
  const path = ownDataPath(productName);

  r.get(path, async (req, res, next) => {
    const ctx = getContext(req);
    const json = req.query.json === '1' || req.query.json === 'true';
    res.set('Cache-Control', 'private, no-store');
    if (!ctx.viewer && !json) return loginFirst(res, path);
    if (!json) return next(); // the page: its preload loads the data
    try {
      const data = await getOwnData(ctx);
      const name = `${productName.toLowerCase()}-data-${data.profile.username}.json`;
      res.set('Content-Disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`);
      return res.json(data);
    } catch (err) {
      if (err instanceof ApiError) return res.status(err.status).json(err.toBody());
      throw err;
    }
  });

  return r;
}
