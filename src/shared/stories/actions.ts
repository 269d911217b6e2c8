import { createAction } from '@reduxjs/toolkit';

/**
 * Story and part request actions. They live in `shared` because the page table (also shared)
 * returns them from its preloads; slices react to them and sagas fetch the data.
 */
export const storyRequested = createAction<{ id: string }>('stories/requested');
export const partRequested = createAction<{ id: number }>('parts/requested');
/** "You may also like" stories of a story. */
export const similarStoriesRequested = createAction<{ storyId: string }>('stories/similarRequested');
/** A story's tag rankings (the story preview shows the best one, linking to the rankings page). */
export const tagRankingsRequested = createAction<{ storyId: string }>('stories/tagRankingsRequested');
