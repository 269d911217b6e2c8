import { createAction } from '@reduxjs/toolkit';

/*
 * Paragraph comments (reading-discovery §2 "Comments", §4 "Paragraph drawer"): the markers' counts
 * and the drawer. Request actions here, not in the drawer slice, so the watchers every page loads
 * do not bring the slice along.
 */

/** The part's paragraph comment counts (`GET /v4/parts/{id}/paragraphs`), once per part. */
export const paragraphCountsRequested = createAction<{ partId: number }>('paragraphComments/countsRequested');
/** A marker pressed: the drawer opens over the reading page with that paragraph's comments. */
export const paragraphDrawerRequested = createAction<{ partId: number; paragraphId: string }>(
  'paragraphComments/drawerRequested',
);
/**
 * The page came with an initial comment id (`?commentId=`): when that comment (or the comment it
 * replies to) is on a paragraph, its drawer opens with the comment first.
 */
export const paragraphInitialCommentFound = createAction<{ partId: number; commentId: string }>(
  'paragraphComments/initialCommentFound',
);
/** Close (the close button, Escape, the backdrop): 300 ms slide-out, then closed. */
export const paragraphDrawerCloseRequested = createAction('paragraphComments/drawerCloseRequested');
