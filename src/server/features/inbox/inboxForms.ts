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
import { deleteConversation, deleteMessage, insertMessage, postMessage } from './inboxWrites';
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

  /**
   * A conversation's form: signed in (else the log-in page, back to the conversation), never
   * cached; `act` answers where to go next, and a refusal re-renders the page with its message.
   */
  const conversationForm = (
    path: string,
    act: (ctx: ReturnType<ContextFactory>, me: string, other: string, req: Request) => Promise<string>,
    keptBody: (req: Request) => string = () => '',
  ) =>
    router.post(
      path,
      formAction(async (req, res) => {
        const ctx = getContext(req);
        const other = usernameOf(req);
        if (!ctx.viewer) return { redirect: loginUrl(conversationPath(other)) };
        res.set('Cache-Control', 'no-store');
        try {
          return { redirect: await act(ctx, ctx.viewer.username, other, req) };
        } catch (err) {
          return refused(req, keptBody(req), err);
        }
      }, renderPage),
    );

  const typed = (req: Request): string => {
    const raw = (req.body as { body?: unknown } | undefined)?.body;
    return truncateMessage(typeof raw === 'string' ? raw : '');
  };
  conversationForm(
    '/inbox/:username/messages',
    async (ctx, me, other, req) => {
      await postMessage(ctx, me, other, { sender: me, recipient: other, body: typed(req) }, deps);
      return conversationPath(other);
    },
    typed,
  );
  conversationForm('/inbox/:username/messages/:id/delete', async (ctx, me, other, req) => {
    await deleteMessage(ctx, me, other, Number(req.params.id) || 0);
    return conversationPath(other);
  });
  conversationForm('/inbox/:username/delete', async (ctx, me, other) => {
    await deleteConversation(ctx, me, other);
    return INBOX_PATH;
  });

  return router;
}

/** One of the owner's messages to `peer` (the matrix's target for the delete form). */
async function ownersMessage({ db, owner }: AuthzTarget, peerId: number): Promise<number> {
  return db.transaction((trx) =>
    insertMessage(trx, {
      senderId: owner.id,
      recipientId: peerId,
      body: `A message to delete ${Date.now()}`,
      at: new Date(),
    }),
  );
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
