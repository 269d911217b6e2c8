import type { Api } from '../../../shared/api';
import { checkPasswordStrength, PASSWORD_POLICIES } from './passwordStrength';

/** The accounts part of the in-process API (SSR never calls itself over HTTP). */
export function createAccountsServerApi(): Api['accounts'] {
  return {
    passwordPolicies: async () => PASSWORD_POLICIES,
    checkPassword: async (body) => checkPasswordStrength(body),
  };
}
