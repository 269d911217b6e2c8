/**
 * The inbox without JavaScript (src/shared/inbox/routes.ts): real forms on /inbox/{username}, each
 * with `_csrf`, through the one form-action helper:
 * - `POST /inbox/{username}/messages` (`body`): sends, then 303 back to the conversation; refused
 *   (empty, blocked, too fast…): the conversation again with the text kept and the reason;
 * - `POST /inbox/{username}/messages/{id}/delete`: deletes the viewer's own message, then 303 back;
 * - `POST /inbox/{username}/delete`: deletes the conversation, then 303 to /inbox.
 * A visitor goes to log in and comes back to the conversation.
 */
import { Router, type Request, type RequestHandler } from 'express';
import { isApiError } from '../../../shared/common/errors';
import { truncateMessage } from '../../../shared/inbox/composer';
import { inboxMessages as m } from '../../../shared/inbox/messages';
import {
  INBOX_PATH,
  MESSAGE_FORM,
  conversationDeletePath,
  conversationPath,
  messageDeletePath,
  messagePostPath,
} from '../../../shared/inbox/routes';
import { USERS } from '../../../../seeds/fixtures';
import type { ContextFactory } from '../../lib/http';
import { formAction, type FormOutcome } from '../../ssr/formAction';
import type { AuthzEntry, AuthzTarget } from '../serverFeature';
import type { InboxSettings } from './inboxService';
import { deleteConversation, deleteMessage, postMessage } from './inboxWrites';
import type { MessageLimits } from './limits';

const loginUrl = (next: string): string => `/login?nextUrl=${encodeURIComponent(next)}`;
const refusal = (err: unknown) => (isApiError(err) && err.status >= 400 && err.status < 500 ? err : null);
const usernameOf = (req: Request): string => String(req.params.username ?? '');

/** The conversation page again with the refusal in its store. */
function refused(req: Request, body: string, err: unknown): FormOutcome {
  const r = refusal(err);
  if (!r) throw err;
  req.url = conversationPath(usernameOf(req));
  return {
    failed: {
      page: 'inboxConversation',
      form: MESSAGE_FORM,
      values: { body },
      fieldErrors: {},
      message: r.message || m.somethingWrong,
      status: r.status,
    },
  };
}

export function createInboxFormsRouter(
  getContext: ContextFactory,
  deps: { limits: MessageLimits; settings: InboxSettings },
  renderPage: RequestHandler,
): Router {
  const router = Router();

  // Signed-in pages: a visitor logs in first and comes back.
  const signedIn: RequestHandler = (req, res, next) => {
    if (getContext(req).viewer) return next();
    res.redirect(303, loginUrl(req.originalUrl));
  };
  // One route each (the authorization matrix reads the router stack's paths); '/inbox/' matches '/inbox'.
  router.get('/inbox', signedIn);
  router.get('/inbox/:username', signedIn);

  router.post(
    '/inbox/:username/messages',
    formAction(async (req, res) => {
      const ctx = getContext(req);
      const other = usernameOf(req);
      if (!ctx.viewer) return { redirect: loginUrl(conversationPath(other)) };
      res.set('Cache-Control', 'no-store');
      const raw = (req.body as { body?: unknown } | undefined)?.body;
      const body = truncateMessage(typeof raw === 'string' ? raw : '');
      try {
        const me = ctx.viewer.username;
        await postMessage(ctx, me, other, { sender: me, recipient: other, body }, deps);
        return { redirect: conversationPath(other) };
      } catch (err) {
        return refused(req, body, err);
      }
    }, renderPage),
  );

  router.post(
    '/inbox/:username/messages/:id/delete',
    formAction(async (req, res) => {
      const ctx = getContext(req);
      const other = usernameOf(req);
      if (!ctx.viewer) return { redirect: loginUrl(conversationPath(other)) };
      res.set('Cache-Control', 'no-store');
      try {
        await deleteMessage(ctx, ctx.viewer.username, other, Number(req.params.id) || 0);
        return { redirect: conversationPath(other) };
      } catch (err) {
        return refused(req, '', err);
      }
    }, renderPage),
  );

  router.post(
    '/inbox/:username/delete',
    formAction(async (req, res) => {
      const ctx = getContext(req);
      const other = usernameOf(req);
      if (!ctx.viewer) return { redirect: loginUrl(conversationPath(other)) };
      res.set('Cache-Control', 'no-store');
      try {
        await deleteConversation(ctx, ctx.viewer.username, other);
        return { redirect: INBOX_PATH };
      } catch (err) {
        return refused(req, '', err);
      }
    }, renderPage),
  );

  return router;
}

/** One of the owner's messages to `peer` (the matrix's target for the delete form). */
async function ownersMessage({ db, owner }: AuthzTarget, peerId: number): Promise<number> {
  const [low, high] = owner.id < peerId ? [owner.id, peerId] : [peerId, owner.id];
  const [id] = (await db('messages').insert({
    low_user_id: low,
    high_user_id: high,
    sender_id: owner.id,
    recipient_id: peerId,
    body: `A message to delete ${Date.now()}`,
    created_at: new Date(),
  })) as number[];
  return Number(id);
}

/** The pages and forms in the authorization matrix (src/server/test/authzMatrix.test.ts). */
export const inboxFormsAuthorization: readonly AuthzEntry[] = [
  // The caller's own inbox and conversations (the page reads no one else's).
  {
    method: 'GET',
    route: '/inbox',
    url: () => '/inbox',
    expect: { visitor: 'login', other: 200, admin: 200 },
  },
  {
    method: 'GET',
    route: '/inbox/:username',
    url: ({ owner }) => conversationPath(owner.username),
    expect: { visitor: 'login', other: 200, admin: 200 },
  },
  // The caller writes in their own name (to the owner); a visitor logs in first.
  {
    method: 'POST',
    route: '/inbox/:username/messages',
    url: ({ owner }) => messagePostPath(owner.username),
    form: true,
    body: { body: 'A form message' },
    expect: { visitor: 'login', other: 303, admin: 303 },
  },
  // Only the sender deletes a message: to anyone else it is not found (the page again, 404).
  {
    method: 'POST',
    route: '/inbox/:username/messages/:id/delete',
    url: async (t) => messageDeletePath(USERS.mona.username, await ownersMessage(t, USERS.mona.id)),
    form: true,
    expect: { visitor: 'login', other: 404, admin: 404 },
  },
  // Deleting a conversation clears the caller's own side only.
  {
    method: 'POST',
    route: '/inbox/:username/delete',
    url: () => conversationDeletePath(USERS.mona.username),
    form: true,
    expect: { visitor: 'login', other: 303, admin: 303 },
  },
];
