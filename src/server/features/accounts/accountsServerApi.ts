import type { Api } from '../../../shared/api';
import { checkPasswordStrength, PASSWORD_POLICIES } from './passwordStrength';

/** The accounts part of the in-process API (SSR never calls itself over HTTP). */
export function createAccountsServerApi(): Api['accounts'] {
  return {
    passwordPolicies: async () => PASSWORD_POLICIES,
    // Pages rendered on the server carry their token in the state; nothing asks for one there.
    csrfToken: async () => {
      throw new Error('csrfToken is issued over HTTP only');
    },
    checkPassword: async (body) => checkPasswordStrength(body),
  };
}
