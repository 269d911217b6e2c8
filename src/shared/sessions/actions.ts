import { createAction } from '@reduxjs/toolkit';

/** The viewer's sessions (`/settings?section=sessions` preloads them). */
export const sessionsRequested = createAction('sessions/requested');
/** "End session" on one of them. */
export const sessionEndRequested = createAction<{ id: number }>('sessions/endRequested');
