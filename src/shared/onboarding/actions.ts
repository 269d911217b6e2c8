import { createAction } from '@reduxjs/toolkit';

/** Onboarding request actions (route preloads and UI events; slices and sagas react). */
export const genresRequested = createAction('onboarding/genresRequested');
/** Finish on the genre screen: store the picks, then go to /start/success. */
export const onboardingFinishRequested = createAction('onboarding/finishRequested');
