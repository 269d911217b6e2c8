/** The social sign-in routes in the authorization matrix (src/server/test/authzMatrix.test.ts). */
import type { AuthzEntry } from '../serverFeature';

export const socialAuthorization: readonly AuthzEntry[] = [
  { method: 'POST', route: '/oauth-auth/complete', public: "completes the session's own pending sign-up" },
];
