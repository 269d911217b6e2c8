/** Moderation's `Api` part in-process (SSR preloads the staff pages through it). */
import type { ModerationApi } from '../../../shared/moderation/api';
import type { ServiceContext } from '../../context';
import { closeUser, timeoutUser } from './moderationService';
import { actOnTicket, getTicket, listTickets, resolveTicket } from './ticketsService';

export function createModerationServerApi(ctx: ServiceContext): ModerationApi {
  return {
    close: (username, body) => closeUser(ctx, username, body),
    timeout: (username, body) => timeoutUser(ctx, username, body),
    tickets: (q) => listTickets(ctx, q),
    ticket: (id) => getTicket(ctx, id),
    resolve: (id) => resolveTicket(ctx, id),
    act: (id, body) => actOnTicket(ctx, id, body),
  };
}
