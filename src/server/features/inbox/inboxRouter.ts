/**
 * Private messaging's API (accounts-safety-messaging §7, issue 27 §8–10), signed-in only (401
 * 1018), the path's `{me}` the viewer (403 1154):
 * - `GET /api/v3/users/{me}/inbox?filter=&limit=10&offset=` → `{threads, total}`; `filter` is
 *   empty (every thread) or `unread`; `limit` capped at 50
 * - `GET /api/v3/users/{me}/inbox/{other}?offset=` → the ConversationPage (marks it read)
 * - `POST /api/v3/users/{me}/inbox/{other}` `{sender, recipient, body}` → 201, the Message
 * - `DELETE /api/v3/users/{me}/inbox/{other}?message_id=` → 204 (own message; `:purged:` stripped)
 * - `DELETE /api/v3/users/{me}/inbox/{other}` → 204 (the conversation, for the viewer only)
 * - `GET /api/v3/autocomplete/following_user?term=` → `[{label, image, category}]`
 */
import { Router, type Response } from 'express';
import { z } from 'zod';
import { limitParam, offsetParam } from '../../../shared/common/paging';
import { INBOX_FILTERS } from '../../../shared/inbox/validation';
import type { ContextFactory } from '../../lib/http';
import { requireViewer } from '../../session/requireViewer';
import type { MessageLimits } from './limits';
import { autocompleteUsers, getConversation, listThreads, type InboxSettings } from './inboxService';
import { deleteConversation, deleteMessage, postMessage } from './inboxWrites';

const INBOX_MAX_LIMIT = 50;

const threadsQuery = z.object({
  filter: z.enum(INBOX_FILTERS, { error: 'filter must be unread, or empty for every thread' }).default(''),
  limit: limitParam(INBOX_MAX_LIMIT),
  offset: offsetParam(),
});
const conversationQuery = z.object({ offset: offsetParam() });
const deleteQuery = z.object({
  message_id: z.coerce.number().int('message_id must be an id').min(1, 'message_id must be an id').optional(),
});
const postBody = z.object({
  sender: z.string({ error: 'sender must be a username' }).max(64),
  recipient: z.string({ error: 'recipient must be a username' }).max(80),
  // Longer text is truncated to 2000 characters, not refused (spec §9); a generous cap on the wire.
  body: z.string({ error: 'body must be a text' }).max(100_000, 'body is too long'),
});
const autocompleteQuery = z.object({ term: z.string().max(64, 'term is too long').default('') });

const noStore = (res: Response): Response => res.set('Cache-Control', 'private, no-store');

export interface InboxRouterDeps {
  limits: MessageLimits;
  settings: InboxSettings;
}

export function createInboxRouter(getContext: ContextFactory, deps: InboxRouterDeps): Router {
  const router = Router();

  router.get('/api/v3/users/:me/inbox', async (req, res) => {
    const ctx = getContext(req);
    requireViewer(ctx);
    const q = threadsQuery.parse(req.query);
    noStore(res).json(await listThreads(ctx, req.params.me, q));
  });

  router.get('/api/v3/users/:me/inbox/:other', async (req, res) => {
    const ctx = getContext(req);
    requireViewer(ctx);
    const { offset } = conversationQuery.parse(req.query);
    noStore(res).json(await getConversation(ctx, req.params.me, req.params.other, offset, deps.settings));
  });

  router.post('/api/v3/users/:me/inbox/:other', async (req, res) => {
    const ctx = getContext(req);
    requireViewer(ctx);
    const body = postBody.parse(req.body ?? {});
    const message = await postMessage(ctx, req.params.me, req.params.other, body, deps);
    noStore(res).status(201).json(message);
  });

  router.delete('/api/v3/users/:me/inbox/:other', async (req, res) => {
    const ctx = getContext(req);
    requireViewer(ctx);
    const { message_id: messageId } = deleteQuery.parse(req.query);
    if (messageId === undefined) await deleteConversation(ctx, req.params.me, req.params.other);
    else await deleteMessage(ctx, req.params.me, req.params.other, messageId);
    noStore(res).status(204).end();
  });

  router.get('/api/v3/autocomplete/following_user', async (req, res) => {
    const ctx = getContext(req);
    requireViewer(ctx);
    const { term } = autocompleteQuery.parse(req.query);
    noStore(res).json(await autocompleteUsers(ctx, term));
  });

  return router;
}
