/**
 * A dependency that is down or hung (the database, Redis) is a 503 with `Retry-After`, never a
 * 500 and never a cut-off response (issue 25 #6, #7): the HTML error page or the legacy JSON error,
 * by where the request went. Mount `unavailableApi` before the API error handler and
 * `unavailablePage` before the page error handler; anything else goes on to them.
 */
import type { ErrorRequestHandler, Response } from 'express';
import { isDbUnavailable } from '../db/errors';
import { isRedisUnavailable } from '../redis';

/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** An error that says a dependency is unavailable (e.g. a rate-limit store that fails closed). */
export class ServiceUnavailableError extends Error {
  readonly status = 503;
  readonly unavailable = true;
  constructor(
    readonly dependency: string,
    options?: { cause?: unknown },
  ) {
    super(`${dependency} is unavailable`, options);
    this.name = 'ServiceUnavailableError';
  }
}

/** The dependency an error says is unavailable, or null for any other error. */
export function unavailableDependency(err: unknown): string | null {
  if (err instanceof ServiceUnavailableError) return err.dependency;
  if (isDbUnavailable(err)) return 'database';
  if (isRedisUnavailable(err)) return 'redis';
  return null;
}

export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/** Observers of every 503 we answer (metrics count them by dependency). */
const listeners: ((dependency: string) => void)[] = [];
export const onUnavailable = (fn: (dependency: string) => void): void => void listeners.push(fn);

function prepare(res: Response, dependency: string, err: unknown): void {
  res.req.log?.warn({ err, dependency }, 'dependency unavailable: 503');
  for (const fn of listeners) fn(dependency);
  res.status(503).set('Retry-After', String(RETRY_AFTER_SECONDS)).set('Cache-Control', 'no-store');
}

/**
 * A failure after the response started (e.g. saving the session at the end of a page) cannot
 * become a 503 any more: log it as JSON and end the connection, rather than letting Express's
 * last-resort handler print a stack trace.
 */
function afterHeaders(res: Response, dependency: string, err: unknown): void {
  res.req.log?.error({ err, dependency }, 'dependency failed after the response started');
  res.destroy();
}

/** For API prefixes: the legacy JSON error body with status 503. */
export const unavailableApi: ErrorRequestHandler = (err, _req, res, next) => {
  const dependency = unavailableDependency(err);
  if (!dependency) return next(err);
  if (res.headersSent) return afterHeaders(res, dependency, err);
  prepare(res, dependency, err);
  res.json({
    result: 'ERROR',
    error_type: 'ServiceUnavailable',
    error_code: 503,
    message: UNAVAILABLE_MESSAGE,
    code: 503,
  });
};

/** For pages: the app's HTML error page with status 503. */
export function unavailablePage(renderErrorPage: (status: number) => string): ErrorRequestHandler {
  return (err, _req, res, next) => {
    const dependency = unavailableDependency(err);
    if (!dependency) return next(err);
    if (res.headersSent) return afterHeaders(res, dependency, err);
    prepare(res, dependency, err);
    res.type('html').send(renderErrorPage(503));
  };
}
