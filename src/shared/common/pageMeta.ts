/**
 * What a page declares about itself in the page table (`src/shared/routes.ts`, each feature's
 * pages in `src/shared/<f>/routes.ts`). This file imports nothing of ours, so a feature's pages
 * and the root table both use it without importing each other.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Viewer } from './session';

/** A request action a page's preload dispatches (each feature's `shared/<f>/actions.ts`). */
export type PreloadAction = UnknownAction;

export type RouteParams = Record<string, string>;
export type Query = Record<string, string | undefined>;

/** A matched address: its page and decoded parameters. */
export interface PageMatch<K extends string = string> {
  page: K;
  params: RouteParams;
  path: string;
}

/**
 * The rules of a page that read the state. They are selectors, so they live with the slices
 * (`src/reducers/<f>/pageRules.ts`, keyed by the page's key); the table names which ones a page
 * has, and the type of `PAGE_RULES` (`src/reducers/pageRules.ts`) makes the two agree.
 * - `status`: the HTTP status the page's data gives it (a missing story: 404; a refused form: 400);
 * - `title`: its document title from its data (a story's, a list's name);
 * - `canonical`: its canonical address (and description and image) from its data.
 */
export type PageRuleName = 'status' | 'title' | 'canonical';

export interface PageMeta {
  /**
   * The page's addresses; null: no address (not found). A numeric id is captured without its
   * leading zeros (`0*(\d+)`): `/story/0283` names story 283, whose canonical address then
   * differs from the one asked for, so a page that `redirects` answers 301 (the same for parts).
   */
  pattern: RegExp | null;
  keys: readonly string[];
  loginRequired: boolean;
  /** The page has forms a visitor may post: it renders with a CSRF token (starting a session). */
  forms?: boolean;
  /** Whether the decoded parameters name something at all (`/stories/%23`: a tag of nothing). */
  accepts?(params: RouteParams): boolean;
  /** Every piece of the page's data is loaded by these actions (server and browser alike). */
  preload(match: PageMatch, query: Query, viewer: Viewer | null): PreloadAction[];
  /** The page's title when its name is all of it ('Log in'); a `title` rule comes first. */
  title?: string;
  /** A fixed canonical address ('/home'); a `canonical` rule comes first. */
  canonical?: string;
  /** An address other than the canonical one (`/story/7` for `/story/7-the-salt-queen`) answers 301. */
  redirects?: boolean;
  /** The state rules this page has (see `PageRuleName`). */
  rules?: readonly PageRuleName[];
}

/** A page with no preload (its data is all in the shell, or it has none). */
export const noPreload = (): PreloadAction[] => [];
