/**
 * Request bodies (issue 25 §4): parsed only for the methods that carry one (POST, PUT, PATCH,
 * DELETE: a GET's body is never read into objects), bounded in size (refused from
 * `Content-Length` before reading: 413) and in nesting (a JSON body nested deeper than
 * `MAX_JSON_DEPTH` is refused with 400 before `JSON.parse` sees it).
 */
import type { Duplex } from 'node:stream';
import express, { type RequestHandler } from 'express';

export const MAX_JSON_DEPTH = 32;
export const JSON_LIMIT = '1mb';
export const FORM_LIMIT = '100kb';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** An error the error handlers answer as a 4xx with its message (`expose`, as body-parser's). */
export class BadBodyError extends Error {
  readonly status: number;
  readonly expose = true;
  readonly type: string;
  constructor(status: number, message: string, type: string) {
    super(message);
    this.status = status;
    this.type = type;
  }
}

const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }

/** The deepest nesting of a JSON text (brackets inside strings do not count). Stops past `limit`. */
export function jsonDepth(buf: Uint8Array, limit = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < buf.length; i++) {
    const c = buf[i];
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (OPEN.has(c)) {
      depth++;
      if (depth > max) max = depth;
      if (max > limit) return max;
    } else if (CLOSE.has(c)) depth--;
  }
  return max;
}

const json = express.json({
  limit: JSON_LIMIT,
  verify: (_req, _res, buf) => {
    if (jsonDepth(buf, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      throw new BadBodyError(400, 'The request body is nested too deeply.', 'entity.too.deep');
    }
  },
});
const form = express.urlencoded({ extended: false, limit: FORM_LIMIT, parameterLimit: 1000 });

/** The body parsers, for the methods that carry a body; other requests pass untouched. */
export const bodyParsers: RequestHandler = (req, res, next) => {
  if (!BODY_METHODS.has(req.method)) return next();
  form(req, res, (err?: unknown) => (err ? next(err) : json(req, res, next)));
};

/** A clear sentence for a refused body or request (the HTML error page and the API's message). */
export function clientErrorMessage(status: number, err: unknown): string | null {
  const { type, name } = (typeof err === 'object' && err !== null ? err : {}) as {
    type?: unknown;
    name?: unknown;
  };
  if (name === 'URIError' || (status === 400 && type === undefined && /decode/i.test(String(err))))
    return 'Invalid request: the address has a malformed %-escape.';
  if (type === 'entity.parse.failed') return 'The request body is not valid JSON or form data.';
  if (type === 'entity.too.deep') return 'The request body is nested too deeply.';
  if (status === 413 || type === 'entity.too.large' || type === 'parameters.too.many')
    return 'The request body is too large.';
  if (status === 415 || type === 'encoding.unsupported' || type === 'charset.unsupported')
    return 'The request body’s encoding is not supported.';
  if (status === 431) return 'The request headers are too large.';
  return null;
}

/**
 * Node's answer to a request it cannot read (`server.on('clientError', …)`): a 431 for headers
 * too large, a 400 otherwise, each with a sentence (Node's own has no body). main.ts wires it.
 */
export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const text = tooLarge ? 'The request headers are too large.' : 'The request could not be read.';
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\nCache-Control: no-store\r\n\r\n${text}`,
  );
}
