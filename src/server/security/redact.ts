/**
 * Secrets never reach the logs (issue 25 §1): session cookies (`Cookie`, `Set-Cookie`),
 * `Authorization`, CSRF tokens, and any password, reset token (`at`) or token sent in a URL, a
 * query or a body. pino-http's serializers below clean what it logs of each request and response;
 * `REDACT_PATHS` (the logger's `redact`) is the second net for anything logged another way.
 */

/** A parameter whose value is a secret: passwords, tokens, `at` (reset links), CSRF, codes. */
const SECRET_KEY = /pass|secret|token|credential|csrf|xsrf|^at$|^code$|^auth(orization)?$|api[-_]?key/i;

/** A header whose value is a secret. */
const SECRET_HEADER =
  /^(cookie|set-cookie|authorization|proxy-authorization)$|csrf|xsrf|token|secret|api-key/i;

export const REDACTED = '[redacted]';

export const isSecretKey = (key: string): boolean => SECRET_KEY.test(key);

/** Secrets that can arrive in a URL (`POST /v4/sessions?password=…`) never reach the logs. */
export function redactUrl(url: unknown): unknown {
  if (typeof url !== 'string') return url;
  const q = url.search(/[?#]/);
  if (q < 0) return url;
  return (
    url.slice(0, q) +
    url.slice(q).replace(/([?&;#])([^=&#;]*)=([^&#;]*)/g, (whole, sep: string, rawKey: string) => {
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      } catch {
        // a malformed key stays as sent
      }
      return isSecretKey(key) ? `${sep}${rawKey}=${REDACTED}` : whole;
    })
  );
}

/** A copy of a parsed query or body with every secret value (at any depth) replaced. */
export function redactParams(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth > 4) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => redactParams(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[key];
    out[key] = isSecretKey(key) ? REDACTED : redactParams(v, depth + 1);
  }
  return out;
}

/** Headers without their secrets; `Location` (a redirect can carry `?at=`) with its URL redacted. */
export function redactHeaders(headers: unknown): unknown {
  if (typeof headers !== 'object' || headers === null) return headers;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(headers)) {
    const v = (headers as Record<string, unknown>)[key];
    if (SECRET_HEADER.test(key)) out[key] = REDACTED;
    else if (/^(location|referer|content-location)$/i.test(key)) out[key] = redactUrl(v);
    else out[key] = v;
  }
  return out;
}

interface SerializedReq {
  url?: unknown;
  query?: unknown;
  params?: unknown;
  headers?: unknown;
  body?: unknown;
}

/** pino-http request serializer (after the standard one): URL, query, params, headers, body cleaned. */
export const redactingReqSerializer = (req: SerializedReq): object => {
  const out: Record<string, unknown> = {
    ...req,
    url: redactUrl(req.url),
    headers: redactHeaders(req.headers),
  };
  for (const key of ['query', 'params', 'body'] as const) if (key in req) out[key] = redactParams(req[key]);
  return out;
};

/** pino-http response serializer (after the standard one): no `Set-Cookie`, no reset link. */
export const redactingResSerializer = (res: { headers?: unknown }): object => ({
  ...res,
  headers: redactHeaders(res.headers),
});

const SECRET_FIELDS = [
  'password',
  'pass',
  'newPassword',
  'currentPassword',
  'oldPassword',
  'token',
  'at',
  '_csrf',
  'csrfToken',
  'access_token',
  'code',
  'credential',
];

/** The logger's `redact` paths: whatever is logged outside the serializers (e.g. `{ req }`). */
export const REDACT_PATHS: string[] = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'req.headers["x-csrf-token"]',
  'req.headers["x-xsrf-token"]',
  'req.headers["csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'headers["x-csrf-token"]',
  ...['req.query', 'req.body', 'query', 'body'].flatMap((at) => SECRET_FIELDS.map((f) => `${at}.${f}`)),
  ...SECRET_FIELDS.filter((f) => f.includes('ass')).map((f) => `*.${f}`),
];
