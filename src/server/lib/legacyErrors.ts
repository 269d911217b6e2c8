/**
 * Error handling for the API routes, in the legacy JSON error shape (API-COMPAT.md "Errors"):
 * `{"result":"ERROR","error_type":"NotFound","error_code":1017,"message":"Story not found","code":1017}`.
 *
 * Mount after the API routers: `apiNotFound` for unknown API paths, then `apiErrorHandler`.
 */
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { ApiError, ErrorCode, isApiError } from '../../shared/common/errors';
import { clientErrorMessage } from '../security/bodies';

/** Code of the generic 500 body (not one of the legacy codes a client can act on). */
export const INTERNAL_ERROR_CODE = 1000;

interface ValidationIssue {
  code?: string;
  path?: readonly PropertyKey[];
  message?: string;
  input?: unknown;
}

/** A ZodError (from any zod copy) or anything shaped like one. */
function validationIssues(err: unknown): ValidationIssue[] | null {
  if (typeof err !== 'object' || err === null) return null;
  const candidate = err as { name?: unknown; issues?: unknown };
  if (candidate.name !== 'ZodError' || !Array.isArray(candidate.issues)) return null;
  return candidate.issues as ValidationIssue[];
}

/** The parameter an issue is about (an element's index left out: "stories", not "stories.0"). */
const pathName = (issue: ValidationIssue): string =>
  (issue.path ?? [])
    .filter((p) => typeof p === 'string')
    .map((p) => String(p))
    .join('.') || 'value';

/** What was wrong, in words for a person ("received NaN" is zod's wording for a non-number). */
const detailOf = (issue: ValidationIssue): string =>
  /expected number, received NaN/.test(issue.message ?? '') ? 'must be a number' : (issue.message ?? '');

/** Tells whether a top-level parameter was sent at all (query, body or route params). */
export type ParamPresence = (name: string) => boolean;

function isMissing(issue: ValidationIssue, present?: ParamPresence): boolean {
  // A union (`stories`: an id, "1,2" or a list) fails as a whole when the parameter is absent.
  if (issue.code !== 'invalid_type' && issue.code !== 'invalid_union') return false;
  if ('input' in issue) return issue.input === undefined;
  const [top, ...rest] = issue.path ?? [];
  // `z.coerce.number()` turns a missing value into NaN, so ask the request when we can (for a
  // top-level parameter only: a bad element of a list that was sent is not a missing parameter).
  if (present && typeof top === 'string' && rest.length === 0) return !present(top);
  return /received undefined$/.test(issue.message ?? '');
}

/**
 * Turns a validation error into the legacy 400: a missing parameter is 1006, any other bad value
 * 1005. `fieldErrors` lists every offending parameter.
 */
export function validationToApiError(issues: readonly ValidationIssue[], present?: ParamPresence): ApiError {
  const first = issues[0] ?? {};
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const name = pathName(issue);
    if (!fieldErrors[name]) {
      fieldErrors[name] = isMissing(issue, present)
        ? 'Parameter missing'
        : detailOf(issue) || 'Invalid value';
    }
  }
  if (isMissing(first, present)) {
    const message = `Parameter missing: ${pathName(first)}`;
    return new ApiError(400, ErrorCode.ParameterMissing, message, 'MissingParameter', fieldErrors);
  }
  const detail = detailOf(first) ? `: ${detailOf(first)}` : '';
  const message = `Invalid value for ${pathName(first)}${detail}`;
  return new ApiError(400, ErrorCode.InvalidValue, message, 'InvalidValue', fieldErrors);
}

/** Errors raised by Express/body-parser for bad requests (malformed JSON, body too large, ...). */
function httpClientError(err: unknown): ApiError | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as {
    status?: unknown;
    statusCode?: unknown;
    expose?: unknown;
    type?: unknown;
    message?: unknown;
  };
  const status =
    typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : 0;
  if (status < 400 || status >= 500) return null;
  const message =
    (e.type === 'entity.parse.failed' ? 'Invalid request body' : clientErrorMessage(status, err)) ??
    (e.expose === true && typeof e.message === 'string' ? e.message : 'Invalid request');
  return new ApiError(status, ErrorCode.InvalidValue, message, 'InvalidValue');
}

/** Maps anything thrown to the ApiError we answer with (a generic 500 for the unexpected). */
export function toApiError(err: unknown, present?: ParamPresence): ApiError {
  if (isApiError(err)) return err;
  const issues = validationIssues(err);
  if (issues) return validationToApiError(issues, present);
  return (
    httpClientError(err) ??
    new ApiError(500, INTERNAL_ERROR_CODE, 'Something went wrong. Please try again later.', 'ServerError')
  );
}

type LogFn = (obj: object, msg: string) => void;

/** pino-http puts `req.log` on the request; fall back to the console. */
function logError(req: Request, err: unknown): void {
  const reqLog = (req as Request & { log?: { error?: LogFn } }).log;
  if (reqLog && typeof reqLog.error === 'function') {
    reqLog.error({ err }, 'API request failed');
    return;
  }
  console.error('API request failed', req.method, req.originalUrl, err);
}

const hasKey = (source: unknown, name: string): boolean =>
  typeof source === 'object' &&
  source !== null &&
  Object.prototype.hasOwnProperty.call(source, name) &&
  (source as Record<string, unknown>)[name] !== undefined &&
  (source as Record<string, unknown>)[name] !== '';

function paramPresent(req: Request, name: string): boolean {
  return hasKey(req.query, name) || hasKey(req.body, name) || hasKey(req.params, name);
}

/** Express error middleware for API routes. */
export const apiErrorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) {
    next(err);
    return;
  }
  const apiError = toApiError(err, (name) => paramPresent(req, name));
  if (apiError.status >= 500) logError(req, err);
  res.status(apiError.status).set('Cache-Control', 'no-store').json(apiError.toBody());
};

/** 404 for an API path nothing answered (code 1001). */
export const apiNotFound: RequestHandler = (_req, res) => {
  const error = new ApiError(404, ErrorCode.UnknownEndpoint, 'Unknown endpoint', 'NotFound');
  res.status(404).set('Cache-Control', 'no-store').json(error.toBody());
};
