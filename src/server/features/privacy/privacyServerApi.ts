import type { PrivacyApi } from '../../../shared/privacy/api';
import type { ServiceContext } from '../../context';
import { languageChoice } from './languageService';
import { getOwnData } from './ownDataService';
import { getCcpa, getOptOut, putCcpa } from './privacyService';

/** In-process privacy calls for SSR (the request's cookies are in its ServiceContext). */
export function createPrivacyServerApi(ctx: ServiceContext): PrivacyApi {
  return {
    getCcpa: (username) => getCcpa(ctx, username),
    putCcpa: (username, optout) => putCcpa(ctx, username, optout),
    optOutVisitor: () => Promise.resolve({ optout: false }), // a cookie: only over HTTP
    getOptOut: () => getOptOut(ctx),
    getLanguages: () => languageChoice(ctx),
    getOwnData: () => getOwnData(ctx),
  };
}
