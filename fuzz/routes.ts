/**
 * Every route of the app, read from Express's own router stacks (router 2.x): a route a feature
 * adds is found here without anyone listing it. Nested routers (`app.use(path, router)`, a
 * feature's router mounted at the root) are walked; their mount paths are prefixed.
 */
import type { Express } from 'express';

export interface FoundRoute {
  method: string;
  /** The Express path pattern (`/api/v3/stories/:id`), or `*` for a regular expression. */
  path: string;
}

interface LayerLike {
  rawPath?: unknown;
  route?: { path?: unknown; methods?: Record<string, boolean> };
  handle?: unknown;
}

const stackOf = (handler: unknown): LayerLike[] | undefined => {
  const stack = (handler as { stack?: unknown } | null | undefined)?.stack;
  return Array.isArray(stack) ? (stack as LayerLike[]) : undefined;
};

/** A mount or route path as strings; a regular expression becomes `*` (any address). */
const pathsOf = (raw: unknown): string[] => {
  if (raw === undefined || raw === null) return ['/'];
  if (Array.isArray(raw)) return raw.flatMap(pathsOf);
  if (typeof raw === 'string') return [raw];
  return ['*'];
};

const join = (prefix: string, path: string): string => {
  if (prefix === '*' || path === '*') return '*';
  const p = `${prefix.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  return p.length > 1 ? p.replace(/\/$/, '') : p;
};

function walk(stack: readonly LayerLike[], prefix: string, out: FoundRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods ?? {}).filter((m) => m !== '_all');
      const all = layer.route.methods?._all ? ['get', 'post'] : [];
      for (const path of pathsOf(layer.route.path)) {
        for (const method of [...methods, ...all])
          out.push({ method: method.toUpperCase(), path: join(prefix, path) });
      }
      continue;
    }
    const inner = stackOf(layer.handle);
    if (!inner) continue; // a middleware
    for (const mount of pathsOf(layer.rawPath)) walk(inner, join(prefix, mount), out);
  }
}

/** The app's routes, each method and path once. */
export function appRoutes(app: Express): FoundRoute[] {
  const router = (app as unknown as { router?: unknown }).router;
  const stack = stackOf(router);
  if (!stack) throw new Error('No router stack on the app (is this Express 5?)');
  const out: FoundRoute[] = [];
  walk(stack, '/', out);
  const seen = new Set<string>();
  return out.filter((r) => {
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
