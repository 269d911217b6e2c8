import { withSlices, type FeaturePages } from '../../app/pageLoader';
import type { InboxApiPart } from '../../../shared/inbox';
import { lazyPart } from '../../api/request';

const slices = () =>
  import(/* webpackChunkName: "page-inbox" */ '../../../reducers/inbox').then((m) => m.inboxSlices);

/** The inbox feature's pages: one chunk each, named `page-<key>`. */
export const inboxPages = {
  inbox: withSlices(() => import(/* webpackChunkName: "page-inbox" */ './InboxPage'), slices),
  inboxConversation: withSlices(
    () => import(/* webpackChunkName: "page-inboxConversation" */ './ConversationPage'),
    slices,
  ),
} satisfies FeaturePages;

/** The inbox feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const inboxHttp = (base: string): InboxApiPart => ({
  inbox: lazyPart(() =>
    import(/* webpackChunkName: "api-inbox" */ './http').then((m) => m.createInboxHttpApi(base)),
  ),
});
