import type { SafetyApiPart } from '../../../shared/safety';
import { lazyPart } from '../../api/request';

/** The safety feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const safetyHttp = (base: string): SafetyApiPart => ({
  safety: lazyPart(() =>
    import(/* webpackChunkName: "api-safety" */ './http').then((m) => m.createSafetyHttpApi(base)),
  ),
});
