import type { SessionsApiPart } from '../../../shared/sessions';
import { lazyPart } from '../../api/request';

/** The sessions feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const sessionsHttp = (base: string): SessionsApiPart => ({
  sessions: lazyPart(() =>
    import(/* webpackChunkName: "api-sessions" */ './http').then((m) => m.createSessionsHttpApi(base)),
  ),
});
