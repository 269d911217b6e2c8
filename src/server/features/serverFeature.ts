/**
 * What a server feature offers the root (docs/architecture.md "Server features"): its manifest
 * `src/server/features/<f>/server.ts` (not its `index.ts`, which other features import: routers
 * there would close import cycles through the indexes), and what the app hands every feature's
 * routers (`RouterDeps`).
 */
import type { Request, RequestHandler, Router } from 'express';
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import type { Intent } from '../../shared/accounts/intent';
import type { Api } from '../../shared/api';
import type { Config } from '../config';
import type { ServiceContext } from '../context';
import type { ContextFactory } from '../lib/http';
import type { Logger } from '../logger';
import type { LoginLimits } from './accounts/limits';
import type { FlagsCache } from './flags';
import type { RecoveryRouteDeps } from './recovery';

/** Everything a feature's routers get from the app and, through the app, from other features. */
export interface RouterDeps {
  config: Config;
  db: Knex;
  redis: Redis | null;
  log: Logger;
  /** The request's service context (viewer, caches, cookies' preferences). */
  getContext: ContextFactory;
  /** The feature flags' cache the app's contexts share. */
  flags: FlagsCache;
  /** Failed log-ins allowed per account and address (tests use small numbers). */
  loginLimits?: LoginLimits;
  /** The SSR page handler: a refused no-JavaScript form is rendered again as its page. */
  renderPage: RequestHandler;
  /** Mail (reset and verification links) and the origin of its links. */
  recovery: RecoveryRouteDeps;
  /** After a sign-up (form or social): mails the verification link; never throws. */
  afterSignup: (req: Request, userId: number) => Promise<void>;
  /** Every feature's `intents`, merged: what log-in and sign-up do for a visitor's intent. */
  intents: IntentPerformers;
}

/**
 * Who does a visitor's intent (Follow, Vote: shared/accounts/intent.ts) once the log-in or sign-up
 * post has signed them in (`ctx.viewer`). Given by the feature that owns the action, through the
 * root, so accounts needs no import of it (the feature indexes would close a cycle).
 */
export type IntentPerformers = {
  [K in Intent['kind']]?: (ctx: ServiceContext, intent: Extract<Intent, { kind: K }>) => Promise<unknown>;
};

/**
 * A feature's routers by where the app mounts them; each stage is mounted in `SERVER_FEATURES`
 * order. Built once per app, so routers of one feature can share state (accounts' log-in limiters).
 */
export interface FeatureRouters {
  /** Before the security headers, body parsers and session: cookie-less public responses (media). */
  beforeSession?: Router[];
  /** After the session, before the CSRF check (the sessions API creates the session). */
  beforeCsrf?: Router[];
  /** After the CSRF check, before the API 404 and the SSR page handler (form posts included). */
  routes?: Array<Router | RequestHandler>;
}

/** The root-facing part every feature's manifest has. */
export interface ServerFeatureBase {
  name: string;
  routers?: (deps: RouterDeps) => FeatureRouters;
  /**
   * Its routes' authorization table (`<f>/authorization.ts`): every write and user-scoped route
   * it mounts, run by the authorization matrix (src/server/test/authzMatrix.test.ts).
   */
  authorization?: readonly AuthzEntry[];
  /** The visitor intents this feature performs after log-in or sign-up (`IntentPerformers`). */
  intents?: IntentPerformers;
}

/** Who asks, in the authorization matrix: nobody, another user (on the owner's resource), an admin. */
export type AuthzRole = 'visitor' | 'other' | 'admin';

/** The user whose resource the matrix aims at, and the database (to find their rows' ids). */
export interface AuthzTarget {
  db: Knex;
  owner: { id: number; username: string };
}

/** A route the matrix runs: its request on the owner's resource and the status each role gets. */
export interface AuthzCheck {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as the router declares it (the first, when it declares several). */
  route: string;
  /** The address to request, aimed at the owner (their username, their list, …). */
  url: (t: AuthzTarget) => string | Promise<string>;
  /**
   * A JSON body, or with `form` an HTML form's fields (`_csrf` is added). The values `'{owner}'`
   * and `'{ownerId}'` stand for the owner's username and id (naming the owner in a body must not
   * reach them).
   */
  body?: Record<string, unknown> | ((t: AuthzTarget) => Promise<Record<string, unknown>>);
  form?: boolean;
  /**
   * The status each role gets; `'login'` is a redirect to the log-in page. For a route that acts
   * on the caller only (`/settings`), `other` and `admin` are what the caller gets on their own
   * account: the owner's rows are compared before and after either way.
   */
  expect: Record<AuthzRole, number | 'login'>;
}

/** A write or user-looking route that is not user-scoped, and why (log-in, public reads). */
export interface AuthzPublic {
  method: AuthzCheck['method'];
  route: string;
  public: string;
}

export type AuthzEntry = AuthzCheck | AuthzPublic;

/** A feature's manifest; `K` names its properties of the `Api` contract (implemented in-process). */
export interface ServerFeature<K extends keyof Api = never> extends ServerFeatureBase {
  serverApi?: (ctx: ServiceContext) => Pick<Api, K>;
}
