import type { ReverificationApiPart } from '../../../shared/reverification';
import { lazyPart } from '../../api/request';

/** The reverification feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const reverificationHttp = (base: string): ReverificationApiPart => ({
  reverification: lazyPart(() =>
    import(/* webpackChunkName: "api-reverification" */ './http').then((m) =>
      m.createReverificationHttpApi(base),
    ),
  ),
});
