import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { matchRoute, type PageKey, type RouteParams } from '../../shared/routes';

export interface RouterState {
  path: string;
  search: string;
  page: PageKey;
  params: RouteParams;
  /** How many client-side navigations happened (0 right after hydration). */
  navigations: number;
}

export function routerStateFor(path: string, search = '', navigations = 0): RouterState {
  const m = matchRoute(path);
  return { path, search, page: m.page, params: m.params, navigations };
}

const routerSlice = createSlice({
  name: 'router',
  initialState: routerStateFor('/home'),
  reducers: {
    /** The browser moved to a new address (link click or back/forward). */
    locationChanged(state, action: PayloadAction<{ path: string; search: string }>) {
      return routerStateFor(action.payload.path, action.payload.search, state.navigations + 1);
    },
  },
});

export const { locationChanged } = routerSlice.actions;
export const routerReducer = routerSlice.reducer;

type WithRouter = { router: RouterState };
export const selectRouter = (s: WithRouter): RouterState => s.router;
export const selectPage = (s: WithRouter): PageKey => s.router.page;
