/**
 * The report flow's API (accounts-safety-messaging §7):
 * - `GET /v4/support/tree?lang={language id}` → `{flows}` (public reference data; a language
 *   without its own tree gets language 1's)
 * - `POST /v4/support/tickets/` form data or JSON (`requester{name,email}`, `comment`,
 *   `ticket_form_id`, `username`, `reportType`, `reason`, `subject`, `custom_fields`, `id`) → 201
 *   `{id}`. Visitors may report (their contact step's name and email); CSRF as every write.
 */
import { Router } from 'express';
import { ticketBody, ticketFields, treeQuery } from '../../../shared/reports/schema';
import type { ContextFactory } from '../../lib/http';
import { postTicket, supportTree, type TicketDeps } from './reportsService';

export function createReportsRouter(getContext: ContextFactory, deps: Omit<TicketDeps, 'ip'>): Router {
  const router = Router();

  router.get('/v4/support/tree', async (req, res) => {
    const { lang } = treeQuery.parse(req.query);
    const tree = await supportTree(getContext(req), lang);
    res.set('Cache-Control', 'public, max-age=300').json(tree);
  });

  router.post(['/v4/support/tickets', '/v4/support/tickets/'], async (req, res) => {
    const body = ticketBody.parse(ticketFields(req.body));
    const answer = await postTicket(getContext(req), body, { ...deps, ip: req.ip ?? 'unknown' });
    res.set('Cache-Control', 'private, no-store').status(201).json(answer);
  });

  return router;
}
