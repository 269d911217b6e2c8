import { createAction } from '@reduxjs/toolkit';

/* The privacy pages' preload actions (their watchers take them from here, not from the slice). */

/** The do-not-sell page: the viewer's stored choice or the visitor's cookie; `done` after an opt-out. */
export const doNotSellRequested = createAction<{ done: boolean }>('privacy/doNotSellRequested');
/** The language picker: every language and the one in use. */
export const languagesRequested = createAction('privacy/languagesRequested');
/** The signed-in user's own data page. */
export const ownDataRequested = createAction('privacy/ownDataRequested');
