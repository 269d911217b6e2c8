/**
 * The inbox's part of the in-process `Api` (SSR preloads and the header's unread count): the same
 * services as the API routes, with the request's viewer. Reads only; the browser writes over HTTP.
 */
import { ApiError } from '../../../shared/common/errors';
import type { InboxApi } from '../../../shared/inbox';
import { inboxFilterOf } from '../../../shared/inbox/composer';
import type { InboxFilter } from '../../../shared/inbox/validation';
import type { ServiceContext } from '../../context';
import {
  autocompleteUsers,
  getConversation,
  listThreads,
  unreadCount,
  type InboxSettings,
} from './inboxService';

const serverOnly = (): Promise<never> =>
  Promise.reject(new ApiError(405, 1000, 'Writes go through the API routes or the forms.', 'NotAllowed'));

/** `MESSAGING_ENDS_AT` as the config reads it (validated at start-up); unset keeps messaging on. */
export const inboxSettingsFromEnv = (env: NodeJS.ProcessEnv = process.env): InboxSettings => {
  const at = env.MESSAGING_ENDS_AT ? new Date(env.MESSAGING_ENDS_AT) : null;
  return { messagingEndsAt: at && !Number.isNaN(at.getTime()) ? at : null };
};

export function createInboxPageApi(ctx: ServiceContext, settings = inboxSettingsFromEnv()): InboxApi {
  return {
    threads: (me, filter, offset) =>
      listThreads(ctx, me, { filter: inboxFilterOf(filter) as InboxFilter, offset }),
    conversation: (me, other, offset) => getConversation(ctx, me, other, offset, settings),
    autocomplete: (term) => autocompleteUsers(ctx, term),
    unread: async () => (ctx.viewer ? unreadCount(ctx, ctx.viewer.id) : 0),
    post: serverOnly,
    deleteMessage: serverOnly,
    deleteConversation: serverOnly,
  };
}
