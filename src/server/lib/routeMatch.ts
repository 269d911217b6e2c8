/**
 * Does any of these routers have an endpoint for a method and path? Used to answer an unknown API
 * endpoint 404 / 1001 (API-COMPAT.md "Errors") before the CSRF check, which would otherwise refuse
 * a write to an endpoint that does not exist with 403: the check guards real endpoints only.
 *
 * It walks Express 5's router stacks (router 2.x: `stack` of layers with `match(path)`, `route`
 * with `_handlesMethod`, nested routers as layers whose `handle` has a `stack`). Endpoints are
 * routes (`router.get/post/…(path, …)`): a plain middleware (`router.use(fn)`, a bare handler in
 * a feature's `routes`) is not one. That errs on the safe side: a write the walk does not find is
 * answered 404 and reaches no handler at all, so it can never skip the CSRF check of a real
 * endpoint (a test of that endpoint would fail instead). Every API endpoint is a route.
 */
import type { RequestHandler } from 'express';
import { isSafeMethod } from './http';
import { apiNotFound } from './legacyErrors';

interface RouteLike {
  _handlesMethod?: (method: string) => boolean;
}
interface LayerLike {
  match?: (path: string) => { path: string } | false;
  route?: RouteLike;
  handle?: unknown;
}
interface StackLike {
  stack?: LayerLike[];
}

const stackOf = (handler: unknown): LayerLike[] | undefined => {
  const stack = (handler as StackLike | null | undefined)?.stack;
  return Array.isArray(stack) ? stack : undefined;
};

function stackHandles(stack: readonly LayerLike[], method: string, path: string): boolean {
  for (const layer of stack) {
    if (typeof layer.match !== 'function') continue;
    const matched = layer.match(path);
    if (!matched) continue;
    if (layer.route) {
      if (layer.route._handlesMethod?.(method) ?? true) return true;
      continue;
    }
    const inner = stackOf(layer.handle);
    if (!inner) continue; // a middleware, not an endpoint
    const rest = path.slice(matched.path.length);
    if (stackHandles(inner, method, rest.startsWith('/') ? rest : `/${rest}`)) return true;
  }
  return false;
}

/** True when one of `handlers` (routers or middleware, mounted at the root) has a route for it. */
export function hasEndpoint(handlers: readonly unknown[], method: string, path: string): boolean {
  return handlers.some((handler) => {
    const stack = stackOf(handler);
    return stack ? stackHandles(stack, method, path) : false;
  });
}

/**
 * Mounted right before the CSRF check: a write under one of `prefixes` (the API's) that no route
 * of `handlers` (the routes stage) answers is an unknown endpoint, 404 / 1001, whatever its
 * session or token. Reads go on (the API not-found handler after the routes answers them).
 */
export function unknownApiWrite(handlers: readonly unknown[], prefixes: readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (isSafeMethod(req.method)) return next();
    const path = req.path;
    if (!prefixes.some((p) => path === p || path.startsWith(`${p}/`))) return next();
    if (hasEndpoint(handlers, req.method, path)) return next();
    apiNotFound(req, res, next);
  };
}
