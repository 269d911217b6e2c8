/** Secrets that can arrive in a URL (`POST /v4/sessions?password=…`) never reach the logs. */
const SECRET_PARAMS = /([?&](?:password|pass|token|at|_csrf)=)[^&#]*/gi;

export const redactUrl = (url: unknown): unknown =>
  typeof url === 'string' ? url.replace(SECRET_PARAMS, '$1[redacted]') : url;

/** pino-http request serializer (after the standard one): the URL with secrets redacted. */
export const redactingReqSerializer = (req: { url?: unknown }): object => ({
  ...req,
  url: redactUrl(req.url),
});
