import type { CcpaSetting, PrivacyApi } from '../../../shared/privacy/api';
import { DO_NOT_SELL_PATH } from '../../../shared/privacy/validation';
import { jsonWrite, request } from '../../api/request';

const ccpaPath = (username: string) => `/v5/users/${encodeURIComponent(username)}/privacy-settings/ccpa/`;

export function createPrivacyHttpApi(base: string): PrivacyApi {
  return {
    getCcpa: (username) => request<CcpaSetting>(base, ccpaPath(username)),
    putCcpa: (username, optout, csrfToken) =>
      request<CcpaSetting>(base, ccpaPath(username), jsonWrite('PUT', csrfToken, { optout })),
    // Same origin always: the cookie belongs to the page's site.
    optOutVisitor: (csrfToken) =>
      request<CcpaSetting>('', DO_NOT_SELL_PATH, jsonWrite('POST', csrfToken, { optout: true })),
  };
}
