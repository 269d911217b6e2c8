/**
 * The server half of the one password policy (../../../shared/accounts/passwordPolicy): strength
 * from zxcvbn-ts (`@zxcvbn-ts/core` with the common and English dictionaries and keyboard graphs),
 * and an exact-match refusal of common and breached passwords (zxcvbn's `passwords-common` list of
 * leaked passwords plus ours in ./commonPasswords). All offline: nothing leaves the server.
 *
 * The dictionaries are a few MB: they load on the first check (not at start, so the server and the
 * tests that never check a password start fast) and never reach a browser bundle (the browser asks
 * `POST /v5/password-strength/check`).
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type {
  PasswordCheckRequest,
  PasswordCheckResult,
  PasswordPolicies,
} from '../../../shared/accounts/api';
import { accountsMessages as m } from '../../../shared/accounts/messages';
import {
  isPasswordLengthValid,
  normalizePassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_POLICY,
} from '../../../shared/accounts/passwordPolicy';
import { COMMON_PASSWORDS } from './commonPasswords';

export const PASSWORD_POLICIES: PasswordPolicies = { ...PASSWORD_POLICY };

/** Words of the site itself: a password built on them is easy to guess here. */
const SITE_WORDS = ['storyloom'];
const USER_INPUTS_WARNING = 'Avoid using your username or name in your password.';

interface Estimator {
  zxcvbn: ZxcvbnFactory;
  /** Lowercase common and breached passwords, refused as they are. */
  refused: Set<string>;
  userInputsWarning: string;
}

let loading: Promise<Estimator> | null = null;

async function load(): Promise<Estimator> {
  const [core, common, en] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  const zxcvbn = new core.ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, storyloomCommon: [...COMMON_PASSWORDS] },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
    maxLength: PASSWORD_MAX_LENGTH,
    // The default (100) lets a long run of l33t characters ('4@3!0$5+'…) take seconds of CPU on
    // the public check endpoint; 12 keeps the worst 128-character input in the low 100s of ms.
    l33tMaxSubstitutions: 12,
  });
  const refused = new Set(
    [...common.dictionary['passwords-common'], ...COMMON_PASSWORDS].map((p) => p.toLowerCase()),
  );
  return { zxcvbn, refused, userInputsWarning: en.translations.warnings.userInputs };
}

/** The estimator, made on first use and shared after (a failed load is retried next time). */
function estimator(): Promise<Estimator> {
  loading ??= load().catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

const userInputsOf = (requester: PasswordCheckRequest['requester']): string[] =>
  [requester?.username, requester?.firstName, requester?.lastName]
    .filter((w): w is string => typeof w === 'string' && w.trim().length >= 3)
    .map((w) => normalizePassword(w.trim()).toLowerCase())
    .concat(SITE_WORDS);

/**
 * The strength check of `POST /v5/password-strength/check`, and of every form that sets a
 * password: VALID when the NFKC form has 10 to 128 characters, is not a common or breached
 * password and scores at least the policy's `minScore`.
 */
export async function checkPasswordStrength({
  password,
  requester,
}: PasswordCheckRequest): Promise<PasswordCheckResult> {
  const normalized = normalizePassword(password);
  if (!isPasswordLengthValid(normalized)) {
    // Never estimate what the policy refuses anyway (a megabyte of input costs nothing).
    return {
      result: 'INVALID',
      score: 0,
      guessesLog10: 0,
      feedback: { warning: m.passwordLengthHint, suggestions: [] },
    };
  }
  const { zxcvbn, refused, userInputsWarning } = await estimator();
  const r = zxcvbn.check(normalized, userInputsOf(requester));
  const guessesLog10 = Math.round(r.guessesLog10 * 100) / 100;
  if (refused.has(normalized.toLowerCase())) {
    return {
      result: 'INVALID',
      score: 0,
      guessesLog10,
      feedback: { warning: m.passwordCommon, suggestions: r.feedback.suggestions },
    };
  }
  const valid = r.score >= PASSWORD_POLICY.minScore;
  const warning = r.feedback.warning === userInputsWarning ? USER_INPUTS_WARNING : r.feedback.warning;
  return {
    result: valid ? 'VALID' : 'INVALID',
    score: r.score,
    guessesLog10,
    feedback: {
      warning: valid ? null : (warning ?? m.passwordWeak),
      suggestions: valid ? [] : r.feedback.suggestions,
    },
  };
}

/** A new password's problem for the forms that set one (sign-up, change, reset), or null. */
export async function newPasswordProblem(
  password: string,
  requester: PasswordCheckRequest['requester'] = {},
): Promise<'length' | 'weak' | null> {
  if (!isPasswordLengthValid(password)) return 'length';
  return (await checkPasswordStrength({ password, requester })).result === 'VALID' ? null : 'weak';
}
