import { createAction } from '@reduxjs/toolkit';

/** `/user/{username}` (`?works=`): the profile, with its first `works` published stories (default one page). */
export const profileRequested = createAction<{ username: string; works?: number }>('profile/requested');
