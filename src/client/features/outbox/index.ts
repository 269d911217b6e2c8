import { withSlices, type FeaturePages } from '../../app/pageLoader';
import type { OutboxApiPart } from '../../../shared/outbox';
import { lazyPart } from '../../api/request';

/** The outbox feature's pages: one chunk each, named `page-<key>` (the server's manifest and the bench read the names). */
export const outboxPages = {
  devOutbox: withSlices(
    () => import(/* webpackChunkName: "page-devOutbox" */ './DevOutboxPage'),
    () =>
      import(/* webpackChunkName: "page-devOutbox" */ '../../../reducers/outbox').then((m) => m.outboxSlices),
  ),
} satisfies FeaturePages;

/** The outbox feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const outboxHttp = (base: string): OutboxApiPart => ({
  outbox: lazyPart(() =>
    import(/* webpackChunkName: "api-outbox" */ './http').then((m) => m.createOutboxHttpApi(base)),
  ),
});
