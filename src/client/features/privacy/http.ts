import type { CcpaSetting, LanguageChoice, OwnData, PrivacyApi } from '../../../shared/privacy/api';
import { ownDataPath } from '../../../shared/privacy/accountValidation';
import { DO_NOT_SELL_PATH } from '../../../shared/privacy/validation';
import { jsonWrite, request } from '../../api/request';

const ccpaPath = (username: string) => `/v5/users/${encodeURIComponent(username)}/privacy-settings/ccpa/`;

// The pages' own addresses answer JSON with `json=1`; same origin always (the cookies are the site's).
export function createPrivacyHttpApi(base: string): PrivacyApi {
  return {
    getCcpa: (username) => request<CcpaSetting>(base, ccpaPath(username)),
    putCcpa: (username, optout, csrfToken) =>
      request<CcpaSetting>(base, ccpaPath(username), jsonWrite('PUT', csrfToken, { optout })),
    optOutVisitor: (csrfToken) =>
      request<CcpaSetting>('', DO_NOT_SELL_PATH, jsonWrite('POST', csrfToken, { optout: true })),
    getOptOut: () => request<CcpaSetting>('', `${DO_NOT_SELL_PATH}?json=1`),
    getLanguages: () => request<LanguageChoice>('', '/language?json=1'),
    getOwnData: (productName) => request<OwnData>('', `${ownDataPath(productName)}?json=1`),
  };
}
