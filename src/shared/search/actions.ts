import { createAction } from '@reduxjs/toolkit';
import type { StorySearchFilters } from './api';

/** Search and tag-browse request actions (the route table's preloads; slices and sagas react). */
export type SearchTab = 'stories' | 'people';

export const searchLandingRequested = createAction('search/landingRequested');
export const searchRequested = createAction<{
  term: string;
  tab: SearchTab;
  filters: StorySearchFilters;
  /** First result's offset (the no-JavaScript "More" link pages through `offset`). */
  offset: number;
  /** Page size from the page URL (`limit`, only the list's phone or desktop size); else the saga picks. */
  limit?: number;
}>('search/requested');
export const tagBrowseRequested = createAction<{ tag: string; offset: number }>('search/tagBrowseRequested');

export type SearchPreloadAction =
  | ReturnType<typeof searchLandingRequested>
  | ReturnType<typeof searchRequested>
  | ReturnType<typeof tagBrowseRequested>;
