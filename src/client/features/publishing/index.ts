import type { PublishingApiPart } from '../../../shared/publishing';
import { lazyPart } from '../../api/request';

/** Publishing's HTTP calls, fetched with the first of them (`lazyPart`). */
export const publishingHttp = (base: string): PublishingApiPart => ({
  publishing: lazyPart(() =>
    import(/* webpackChunkName: "api-publishing" */ './http').then((m) => m.createPublishingHttpApi(base)),
  ),
});
