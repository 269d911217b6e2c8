import type { FeaturePages } from '../../app/pageLoader';
import type { ModerationApiPart } from '../../../shared/moderation';
import { lazyPart } from '../../api/request';

/** The moderation feature's pages: one chunk each, named `page-<key>`. */
export const moderationPages = {
  staffTickets: () => import(/* webpackChunkName: "page-staffTickets" */ './StaffTicketsPage'),
  staffTicket: () => import(/* webpackChunkName: "page-staffTicket" */ './StaffTicketPage'),
} satisfies FeaturePages;

/** The moderation feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const moderationHttp = (base: string): ModerationApiPart => ({
  moderation: lazyPart(() =>
    import(/* webpackChunkName: "api-moderation" */ './http').then((m) => m.createModerationHttpApi(base)),
  ),
});
