import {
  moderationPaths,
  ticketPaths,
  type ModerationApi,
  type ModerationResult,
  type TicketDetail,
  type TicketsPage,
} from '../../../shared/moderation/api';
import { jsonWrite, request } from '../../api/request';

/** Moderation over HTTP; every write carries the CSRF token. */
export function createModerationHttpApi(base: string): ModerationApi {
  return {
    close: (username, body, csrf) =>
      request<ModerationResult>(base, moderationPaths.close(username), jsonWrite('POST', csrf, body)),
    timeout: (username, body, csrf) =>
      request<ModerationResult>(base, moderationPaths.timeout(username), jsonWrite('POST', csrf, body)),
    tickets: (q) => request<TicketsPage>(base, ticketPaths.list(q)),
    ticket: (id) => request<TicketDetail>(base, ticketPaths.one(id)),
    resolve: (id, csrf) => request<TicketDetail>(base, ticketPaths.resolve(id), jsonWrite('POST', csrf)),
    act: (id, body, csrf) =>
      request<TicketDetail>(base, ticketPaths.actions(id), jsonWrite('POST', csrf, body)),
  };
}
