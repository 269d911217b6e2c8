/**
 * Moderation's API (issue 27 §3, §5), system admins and moderators only (moderationService.ts):
 * - `POST /v5/moderation/users/{username}/close` `{reason, ticketId?}` → `{username, closed}`
 * - `POST /v5/moderation/users/{username}/timeout` `{reason, ticketId?}` → `{username, timeoutUntil}`
 * - `GET /v5/moderation/tickets?type=&status=&after=` → `{tickets, nextAfter}`
 * - `GET /v5/moderation/tickets/{id}` → the ticket
 * - `POST /v5/moderation/tickets/{id}/resolve` → the ticket, resolved
 * - `POST /v5/moderation/tickets/{id}/actions` `{action, reason?}` → the ticket, acted on
 * Writes: CSRF (app-wide). Every answer `private, no-store`.
 */
import { Router, type Response } from 'express';
import { actionBody, closeBody, ticketsQuery, timeoutBody } from '../../../shared/moderation/schema';
import type { ContextFactory } from '../../lib/http';
import { closeUser, requireModerator, timeoutUser } from './moderationService';
import { actOnTicket, getTicket, listTickets, resolveTicket } from './ticketsService';

const noStore = (res: Response): Response => res.set('Cache-Control', 'private, no-store');
const USERS = '/v5/moderation/users/:username';
const TICKETS = '/v5/moderation/tickets';

export function createModerationRouter(getContext: ContextFactory): Router {
  const router = Router();

  router.post(`${USERS}/close`, async (req, res) => {
    const ctx = getContext(req);
    requireModerator(ctx); // who asks first: a visitor's or reader's bad body is still 401 / 403
    const body = closeBody.parse(req.body ?? {});
    noStore(res).json(await closeUser(ctx, req.params.username, body));
  });

  router.post(`${USERS}/timeout`, async (req, res) => {
    const ctx = getContext(req);
    requireModerator(ctx);
    const body = timeoutBody.parse(req.body ?? {});
    noStore(res).json(await timeoutUser(ctx, req.params.username, body));
  });

  router.get([TICKETS, `${TICKETS}/`], async (req, res) => {
    const ctx = getContext(req);
    requireModerator(ctx);
    noStore(res).json(await listTickets(ctx, ticketsQuery.parse(req.query)));
  });

  router.get(`${TICKETS}/:id`, async (req, res) => {
    noStore(res).json(await getTicket(getContext(req), Number(req.params.id)));
  });

  router.post(`${TICKETS}/:id/resolve`, async (req, res) => {
    noStore(res).json(await resolveTicket(getContext(req), Number(req.params.id)));
  });

  router.post(`${TICKETS}/:id/actions`, async (req, res) => {
    const ctx = getContext(req);
    requireModerator(ctx);
    const body = actionBody.parse(req.body ?? {});
    noStore(res).json(await actOnTicket(ctx, Number(req.params.id), body));
  });

  return router;
}
