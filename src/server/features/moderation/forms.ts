/**
 * Moderation without JavaScript: real forms (hidden `_csrf`) on the staff ticket page and the
 * profile's moderation menu, through the one form-action helper. Done: 303 back to the page (the
 * ticket, or the profile) with `?done=<action>`. Refused (bad reason, not allowed): the ticket page
 * again with the message, or for the profile forms the message's page (4xx, never a 500).
 * A visitor goes to log in.
 * - `POST /moderation/users/{username}/close` (`reason`, `ticketId?`)
 * - `POST /moderation/users/{username}/timeout` (`reason`, `ticketId?`)
 * - `POST /staff/tickets/{id}/resolve`
 * - `POST /staff/tickets/{id}/actions` (`action`, `reason?`)
 */
import { Router, type Request, type RequestHandler } from 'express';
import { isApiError } from '../../../shared/common/errors';
import { staffTicketPath, TICKET_ACTIONS, type TicketAction } from '../../../shared/moderation/api';
import type { ContextFactory } from '../../lib/http';
import { errorPage } from '../../ssr/errorPage';
import { formAction, type FormOutcome } from '../../ssr/formAction';
import { closeUser, timeoutUser } from './moderationService';
import { actOnTicket, resolveTicket } from './ticketsService';

const field = (req: Request, name: string): string => {
  const v = (req.body as Record<string, unknown>)[name];
  return typeof v === 'string' ? v : '';
};
const loginUrl = (next: string): string => `/login?nextUrl=${encodeURIComponent(next)}`;
const refusal = (err: unknown) => (isApiError(err) && err.status >= 400 && err.status < 500 ? err : null);
const ticketIdOf = (req: Request): number | undefined => {
  const n = Number(field(req, 'ticketId'));
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function createModerationFormsRouter(
  getContext: ContextFactory,
  renderPage: RequestHandler,
  productName: string,
): Router {
  const router = Router();

  /** The profile menu's forms: back to the profile (or the ticket), or the refusal's own page. */
  const userAction = (act: typeof closeUser): RequestHandler =>
    formAction(async (req, res) => {
      const ctx = getContext(req);
      const username = String(req.params.username);
      const ticketId = ticketIdOf(req);
      const back = ticketId ? staffTicketPath(ticketId) : `/user/${encodeURIComponent(username)}`;
      if (!ctx.viewer) return { redirect: loginUrl(back) };
      try {
        await act(ctx, username, { reason: field(req, 'reason'), ticketId });
      } catch (err) {
        const r = refusal(err);
        if (!r) throw err;
        res
          .status(r.status)
          .set('Cache-Control', 'no-store')
          .type('html')
          .send(errorPage(productName, r.status, r.message));
        return;
      }
      return { redirect: `${back}?done=${act === closeUser ? 'close' : 'timeout'}` };
    });
  router.post('/moderation/users/:username/close', userAction(closeUser));
  router.post('/moderation/users/:username/timeout', userAction(timeoutUser));

  /** The ticket page's forms: back to it, or it again with the refusal. */
  const ticketForm = (act: (req: Request, id: number) => Promise<unknown>, name: (req: Request) => string) =>
    formAction(async (req): Promise<FormOutcome> => {
      const id = Number(req.params.id);
      const page = staffTicketPath(id);
      if (!getContext(req).viewer) return { redirect: loginUrl(page) };
      try {
        await act(req, id);
      } catch (err) {
        const r = refusal(err);
        if (!r) throw err;
        req.url = page;
        return {
          failed: {
            page: 'staffTicket',
            values: { action: field(req, 'action'), reason: field(req, 'reason') },
            fieldErrors: {},
            message: r.message,
            status: r.status,
          },
        };
      }
      return { redirect: `${page}?done=${name(req)}` };
    }, renderPage);

  router.post(
    '/staff/tickets/:id/resolve',
    ticketForm(
      (req, id) => resolveTicket(getContext(req), id),
      () => 'resolve',
    ),
  );
  router.post(
    '/staff/tickets/:id/actions',
    ticketForm(
      (req, id) => {
        const action = field(req, 'action');
        const valid = (TICKET_ACTIONS as readonly string[]).includes(action);
        return actOnTicket(getContext(req), id, {
          action: (valid ? action : 'invalid') as TicketAction,
          reason: field(req, 'reason'),
        });
      },
      (req) => field(req, 'action'),
    ),
  );
  return router;
}
