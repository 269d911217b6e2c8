import type { PrivacyApi } from '../../../shared/privacy/api';
import type { ServiceContext } from '../../context';
import { getCcpa, putCcpa } from './privacyService';

/** In-process privacy calls for SSR (the page's state is normally set by privacyRouter). */
export function createPrivacyServerApi(ctx: ServiceContext): PrivacyApi {
  return {
    getCcpa: (username) => getCcpa(ctx, username),
    putCcpa: (username, optout) => putCcpa(ctx, username, optout),
    optOutVisitor: () => Promise.resolve({ optout: false }), // a cookie: only over HTTP
  };
}
