import { createAction } from '@reduxjs/toolkit';

/** The appeal page's preload (`sent`: the no-JS post succeeded). */
export const imageAppealRequested = createAction<{ imageUrl: string; sent?: boolean }>(
  'imageAppeal/requested',
);
/** Send: the appeal of `imageUrl` with its reason. */
export const imageAppealSubmitted = createAction<{ imageUrl: string; reason: string }>(
  'imageAppeal/submitted',
);
/** The story page's preload: whether its cover is flagged (the placeholder, or the owner's label). */
export const coverFlagRequested = createAction<{ storyId: string }>('imageAppeal/coverFlagRequested');
/** The signed-in viewer's flagged images (pages that show their images dispatch it). */
export const myFlaggedImagesRequested = createAction('imageAppeal/myFlaggedRequested');
