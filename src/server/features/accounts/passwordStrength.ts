/**
 * A small zxcvbn-style password strength estimator: the password is split into the cheapest
 * sequence of patterns a guesser would try — common passwords (ranked, case and l33t variants,
 * reversed), the user's own names, keyboard and alphabet sequences, repeats, years — with
 * brute force for the rest; the estimate is the product of each piece's guesses times the
 * number of orderings (k!). Score thresholds are zxcvbn's (10^3, 10^6, 10^8, 10^10 guesses).
 */
import type {
  PasswordCheckRequest,
  PasswordCheckResult,
  PasswordPolicies,
} from '../../../shared/accounts/api';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../shared/accounts/validation';
import { COMMON_PASSWORDS } from './commonPasswords';

export const PASSWORD_POLICIES: PasswordPolicies = {
  minLength: PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  minScore: 2,
};

type Kind = 'dictionary' | 'user' | 'sequence' | 'repeat' | 'year' | 'bruteforce';
interface Match {
  i: number;
  j: number; // exclusive
  kind: Kind;
  log10: number;
  /** Rank in the common list (dictionary matches). */
  rank?: number;
}

const MAX_CHECKED = 64;
const RANKS = new Map(COMMON_PASSWORDS.map((w, i) => [w, i + 1]));
const L33T: Record<string, string[]> = {
  '4': ['a'],
  '@': ['a'],
  '3': ['e'],
  '1': ['i', 'l'],
  '!': ['i'],
  '0': ['o'],
  $: ['s'],
  '5': ['s'],
  '7': ['t'],
  '+': ['t'],
};
const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890', 'abcdefghijklmnopqrstuvwxyz', '0123456789'];
const log10 = Math.log10;

function charCardinality(c: string): number {
  if (/[a-z]/.test(c)) return 26;
  if (/[A-Z]/.test(c)) return 26;
  if (/[0-9]/.test(c)) return 10;
  return 33;
}

function nCk(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** zxcvbn's uppercase variations: lower 1; Capitalised, ALL CAPS or lasT 2; else sum of C(n, i). */
function caseVariations(token: string): number {
  if (!/[A-Z]/.test(token) || token.toLowerCase() === token) return 1;
  if (/^[A-Z][^A-Z]+$/.test(token) || /^[^A-Z]+[A-Z]$/.test(token) || /^[^a-z]+$/.test(token)) return 2;
  const upper = (token.match(/[A-Z]/g) ?? []).length;
  const lower = (token.match(/[a-z]/g) ?? []).length;
  let v = 0;
  for (let i = 1; i <= Math.min(upper, lower); i++) v += nCk(upper + lower, i);
  return Math.max(v, 2);
}

/** The lowercase password with l33t characters replaced, in each distinct way (at most a few). */
function unl33tForms(lower: string): { text: string; subs: number }[] {
  let forms = [{ text: '', subs: 0 }];
  for (const c of lower) {
    const options = L33T[c];
    const next = forms.map((f) => ({ text: f.text + c, subs: f.subs }));
    if (options)
      for (const o of options) for (const f of forms) next.push({ text: f.text + o, subs: f.subs + 1 });
    forms = next.slice(0, 16);
  }
  return forms.filter((f) => f.subs > 0);
}

function dictionaryMatches(pw: string, userWords: Set<string>): Match[] {
  const out: Match[] = [];
  const lower = pw.toLowerCase();
  const reversed = [...lower].reverse().join('');
  const rankOf = (w: string): { rank: number; user: boolean } | null =>
    userWords.has(w)
      ? { rank: 1, user: true }
      : RANKS.has(w)
        ? { rank: RANKS.get(w) ?? 0, user: false }
        : null;
  const add = (i: number, j: number, text: string, extra: number) => {
    const hit = rankOf(text);
    if (!hit) return;
    const log = log10(hit.rank) + log10(caseVariations(pw.slice(i, j))) + extra;
    out.push({ i, j, kind: hit.user ? 'user' : 'dictionary', log10: log, rank: hit.rank });
  };
  const n = pw.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 3; j <= n; j++) {
      add(i, j, lower.slice(i, j), 0);
      add(i, j, [...reversed.slice(n - j, n - i)].join(''), log10(2));
    }
  }
  for (const form of unl33tForms(lower)) {
    for (let i = 0; i < n; i++) {
      for (let j = i + 3; j <= n; j++) {
        const piece = form.text.slice(i, j);
        if (piece !== lower.slice(i, j)) add(i, j, piece, Math.min(form.subs, 4) * log10(2));
      }
    }
  }
  return out;
}

/** Runs of 3+ characters stepping by ±1 along the alphabet, the digits or a keyboard row. */
function sequenceMatches(pw: string): Match[] {
  const out: Match[] = [];
  const lower = pw.toLowerCase();
  for (const row of ROWS) {
    let start = 0;
    for (let k = 1; k <= lower.length; k++) {
      const prev = row.indexOf(lower[k - 1]);
      const cur = k < lower.length ? row.indexOf(lower[k]) : -1;
      const dir = k - start >= 2 ? row.indexOf(lower[start + 1]) - row.indexOf(lower[start]) : cur - prev;
      const continues = prev >= 0 && cur >= 0 && Math.abs(cur - prev) === 1 && cur - prev === dir;
      if (!continues) {
        if (k - start >= 3) {
          const first = lower[start];
          const base = 'az09'.includes(first) || first === '1' ? 4 : /\d/.test(first) ? 10 : 26;
          const descending = row.indexOf(lower[start + 1]) < row.indexOf(first) ? 2 : 1;
          out.push({ i: start, j: k, kind: 'sequence', log10: log10(base * (k - start) * descending) });
        }
        start = k;
      }
    }
  }
  return out;
}

function repeatMatches(pw: string, userWords: Set<string>, depth: number): Match[] {
  const out: Match[] = [];
  const re = /(.+?)\1+/g;
  for (let i = 0; i < pw.length; i++) {
    re.lastIndex = i;
    const m = re.exec(pw);
    if (!m || m.index !== i || m[0].length < 3) continue;
    const unit = m[1];
    const base = depth > 0 ? 1 : estimate(unit, userWords, depth + 1).log10;
    out.push({ i, j: i + m[0].length, kind: 'repeat', log10: base + log10(m[0].length / unit.length) });
  }
  return out;
}

function yearMatches(pw: string): Match[] {
  const out: Match[] = [];
  for (const m of pw.matchAll(/(?:19|20)\d\d/g)) {
    out.push({ i: m.index, j: m.index + 4, kind: 'year', log10: log10(50) });
  }
  return out;
}

const logFactorial = (k: number): number => {
  let s = 0;
  for (let i = 2; i <= k; i++) s += log10(i);
  return s;
};

/** Cheapest covering of the password by matches (brute force fills gaps), in log10 guesses. */
function estimate(pw: string, userWords: Set<string>, depth = 0): { log10: number; matches: Match[] } {
  const n = pw.length;
  if (n === 0) return { log10: 0, matches: [] };
  const matches = [
    ...dictionaryMatches(pw, userWords),
    ...sequenceMatches(pw),
    ...repeatMatches(pw, userWords, depth),
    ...yearMatches(pw),
  ];
  const prefix = [0];
  for (const c of pw) prefix.push(prefix[prefix.length - 1] + log10(charCardinality(c)));
  const byEnd: Match[][] = Array.from({ length: n + 1 }, () => []);
  for (const m of matches) byEnd[m.j].push(m);
  for (let j = 1; j <= n; j++) {
    for (let i = 0; i < j; i++) byEnd[j].push({ i, j, kind: 'bruteforce', log10: prefix[j] - prefix[i] });
  }
  // best[j][k]: cheapest cover of pw[0, j) with k matches.
  const best: { log10: number; via: Match | null }[][] = Array.from({ length: n + 1 }, () => []);
  best[0][0] = { log10: 0, via: null };
  for (let j = 1; j <= n; j++) {
    for (const m of byEnd[j]) {
      best[m.i].forEach((cell, k) => {
        if (!cell) return;
        const cost = cell.log10 + m.log10;
        const current = best[j][k + 1];
        if (!current || cost < current.log10) best[j][k + 1] = { log10: cost, via: m };
      });
    }
  }
  let bestK = 1;
  let total = Infinity;
  best[n].forEach((cell, k) => {
    if (!cell) return;
    const t = cell.log10 + logFactorial(k);
    if (t < total) [total, bestK] = [t, k];
  });
  const path: Match[] = [];
  for (let j = n, k = bestK; j > 0; k--) {
    const via = best[j][k].via as Match;
    path.unshift(via);
    j = via.i;
  }
  return { log10: total, matches: path };
}

const scoreOf = (g: number): PasswordCheckResult['score'] =>
  g < 3 ? 0 : g < 6 ? 1 : g < 8 ? 2 : g < 10 ? 3 : 4;

function feedbackFor(score: number, matches: Match[], length: number): PasswordCheckResult['feedback'] {
  const suggestions = ['Add another word or two. Uncommon words are better.'];
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
    return { warning: `Use ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`, suggestions };
  }
  if (score >= 3) return { warning: null, suggestions: [] };
  const worst = [...matches]
    .filter((m) => m.kind !== 'bruteforce')
    .sort((a, b) => b.j - b.i - (a.j - a.i))[0];
  const warnings: Record<Kind, string> = {
    dictionary:
      worst?.rank && worst.rank <= 100
        ? 'This is a very common password.'
        : 'This is similar to a commonly used password.',
    user: 'Avoid using your username or name in your password.',
    sequence: 'Sequences like abc or 6543 are easy to guess.',
    repeat: 'Repeats like "aaa" or "abcabc" are easy to guess.',
    year: 'Recent years are easy to guess.',
    bruteforce: 'Short passwords are easy to guess.',
  };
  if (worst?.kind === 'sequence' || worst?.kind === 'repeat')
    suggestions.push('Avoid sequences and repeated characters.');
  return { warning: warnings[worst?.kind ?? 'bruteforce'], suggestions };
}

/** The strength check of `POST /v5/password-strength/check`. */
export function checkPasswordStrength({ password, requester }: PasswordCheckRequest): PasswordCheckResult {
  const userWords = new Set(
    [requester?.username, requester?.firstName, requester?.lastName]
      .filter((w): w is string => typeof w === 'string' && w.trim().length >= 3)
      .map((w) => w.trim().toLowerCase()),
  );
  const checked = password.slice(0, MAX_CHECKED);
  const { log10: g, matches } = estimate(checked, userWords);
  const guessesLog10 = Math.round(g * 100) / 100;
  const score = scoreOf(guessesLog10);
  const lengthOk = password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;
  return {
    result: lengthOk && score >= PASSWORD_POLICIES.minScore ? 'VALID' : 'INVALID',
    score,
    guessesLog10,
    feedback: feedbackFor(score, matches, password.length),
  };
}
