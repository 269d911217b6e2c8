/**
 * Where to send someone after sign-up, log-in or log-out: only ever a path on our own site.
 *
 * The `nextUrl` query value is attacker-controlled. Browsers are lenient about what they treat as
 * another site: `//evil.com`, `/\evil.com`, `/\t/evil.com` (tabs and newlines are dropped),
 * `https:evil.com`, `/..//evil.com` (normalises to `//evil.com`) and their percent-encoded forms.
 * So a value is accepted only if it and every percent-decoding of it is a plain absolute path, and
 * what we return is the normalised form (re-checked, so normalising cannot create `//host`).
 * A bare word (`home`, `settings`, as the spec's `nexturl=home` links use) means that path.
 */
const BASE = 'http://our-site.invalid';
const MAX_LENGTH = 2048;
const MAX_DECODES = 4;

// eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
const CONTROL = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;
const BARE_WORD = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

/** The path part (before `?` or `#`). */
const pathPart = (s: string): string => s.split(/[?#]/, 1)[0];

function looksLocal(s: string): boolean {
  if (!s.startsWith('/') || s.startsWith('//')) return false;
  const path = pathPart(s);
  return !path.includes('\\') && !CONTROL.test(path);
}

/** The value and each of its successive percent-decodings; null if malformed or still encoded after MAX_DECODES. */
function decodings(s: string): string[] | null {
  const forms = [s];
  for (let i = 0; forms[i].includes('%'); i++) {
    if (i === MAX_DECODES) return null;
    try {
      forms.push(decodeURIComponent(forms[i]));
    } catch {
      return null;
    }
  }
  return forms;
}

/**
 * `raw` as a safe same-site path (with its query and hash), else `fallback`. A repeated parameter
 * (an array from the query parser) counts as its first value.
 */
export function safeNextUrl(raw: unknown, fallback = '/home'): string {
  const value = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return fallback;
  if (CONTROL.test(value)) return fallback;
  const candidate = BARE_WORD.test(value) ? `/${value}` : value;
  const forms = decodings(candidate);
  if (!forms || !forms.every(looksLocal)) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const result = url.pathname + url.search + url.hash;
  return looksLocal(result) ? result : fallback;
}

/** The `nextUrl` of a query (the spec also writes it `nexturl`). */
export const nextUrlParam = (query: Record<string, unknown>): unknown => query.nextUrl ?? query.nexturl;
