import { matchRoute } from '../../shared/routes';
import { locationChanged } from '../../reducers/router/routerSlice';
import type { PageKey } from '../../shared/routes';
import type { AppDispatch } from '../../sagas/store';

/** Loads a page's code (the page registry, `app/pages.ts`, given at start: the pages link back here). */
type PageLoader = (page: PageKey) => Promise<unknown>;

let dispatchRef: AppDispatch | null = null;
let loadPage: PageLoader = () => Promise.resolve();

/** Client-side navigation: load the page's code, move the address, let the router saga preload. */
export async function navigate(url: string, opts: { replace?: boolean } = {}): Promise<void> {
  const u = new URL(url, window.location.href);
  // Pages with forms a visitor posts carry a fresh CSRF token: the server renders them.
  if (!dispatchRef || u.origin !== window.location.origin || matchRoute(u.pathname).def?.forms) {
    window.location.assign(u.href);
    return;
  }
  try {
    await loadPage(matchRoute(u.pathname).page);
  } catch {
    window.location.assign(u.href); // chunk failed (e.g. new deploy): fall back to a full load
    return;
  }
  const target = u.pathname + u.search + u.hash;
  if (opts.replace) window.history.replaceState(null, '', target);
  else window.history.pushState(null, '', target);
  dispatchRef(locationChanged({ path: u.pathname, search: u.search }));
  if (!opts.replace) window.scrollTo(0, 0);
}

/** Rewrites the address bar without a navigation (canonical story/part address). */
export function rewriteAddress(path: string): void {
  if (window.location.pathname !== path) window.history.replaceState(null, '', path + window.location.search);
}

export function startNavigation(dispatch: AppDispatch, pageLoader: PageLoader): void {
  dispatchRef = dispatch;
  loadPage = pageLoader;
  window.addEventListener('popstate', () => {
    const { pathname, search } = window.location;
    void loadPage(matchRoute(pathname).page).then(
      () => dispatch(locationChanged({ path: pathname, search })),
      () => window.location.reload(),
    );
  });
}
