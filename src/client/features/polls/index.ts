import type { PollsApiPart } from '../../../shared/polls';
import { lazyPart } from '../../api/request';

/** The polls feature's HTTP calls, fetched with the first of them (`lazyPart`). Its block mounts on the part page. */
export const pollsHttp = (base: string): PollsApiPart => ({
  polls: lazyPart(() =>
    import(/* webpackChunkName: "api-polls" */ './http').then((m) => m.createPollsHttpApi(base)),
  ),
});
