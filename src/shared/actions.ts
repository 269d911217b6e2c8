import { createAction } from '@reduxjs/toolkit';
import type { OutboxPreloadAction } from './outboxActions';
import type { OnboardingPreloadAction } from './onboardingActions';
import type { ProfilePreloadAction } from './profileActions';
import type { SearchPreloadAction } from './searchActions';
import type { SettingsPreloadAction } from './settingsRoutes';

/**
 * Request actions a route's preload can dispatch. They live in `shared` because the route
 * table (also shared) returns them; slices react to them and sagas fetch the data.
 */
export const storyRequested = createAction<{ id: string }>('stories/requested');
export const partRequested = createAction<{ id: number }>('parts/requested');
/** A signed-in reader's saved position in a story (the story page's Continue reading). */
export const readingPositionRequested = createAction<{ storyId: string }>('reader/positionRequested');
/** "You may also like" stories of a story. */
export const similarStoriesRequested = createAction<{ storyId: string }>('stories/similarRequested');
/** A story's tag rankings (the story preview shows the best one, linking to the rankings page). */
export const tagRankingsRequested = createAction<{ storyId: string }>('stories/tagRankingsRequested');
/** `show`: how many sections to show (the no-JavaScript "more" link asks for 5 more). */
export const homeRequested = createAction<{ show?: number } | undefined>('home/requested');

export type PreloadAction =
  | ReturnType<typeof storyRequested>
  | ReturnType<typeof partRequested>
  | ReturnType<typeof homeRequested>
  | ReturnType<typeof readingPositionRequested>
  | ReturnType<typeof similarStoriesRequested>
  | SearchPreloadAction
  | ProfilePreloadAction
  | OutboxPreloadAction
  | OnboardingPreloadAction
  | SettingsPreloadAction;
