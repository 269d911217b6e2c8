import { createAction } from '@reduxjs/toolkit';

/** A signed-in reader's saved position in a story (the story page's Continue reading). */
export const readingPositionRequested = createAction<{ storyId: string }>('reader/positionRequested');
