/**
 * The profile page's published works, a page at a time (a module of its own: the route table, in
 * every page's bundle, needs `profileWorksShown` and nothing else of the users API).
 */
import { wholePages } from '../common/wholePages';

/** How many published works the profile page loads at a time, and `?works=` at most. */
export const PROFILE_WORKS_PAGE = 20;
export const PROFILE_WORKS_MAX = 500;

/**
 * How many published works `/user/{username}?works=N` shows: whole pages of PROFILE_WORKS_PAGE, at
 * least one, at most PROFILE_WORKS_MAX. Its "Show more" link asks for one page more.
 */
export const profileWorksShown = (works: unknown): number =>
  wholePages(works, PROFILE_WORKS_PAGE, PROFILE_WORKS_MAX);
