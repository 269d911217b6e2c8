import { createAction } from '@reduxjs/toolkit';

/** Onboarding and content-settings request actions (route preloads and UI events; slices and sagas react). */
export const genresRequested = createAction('onboarding/genresRequested');
/** Finish on the genre screen: store the picks, then go to /start/success. */
export const onboardingFinishRequested = createAction('onboarding/finishRequested');

/** The viewer's content settings (the Content Preferences panel; /settings?section=content preloads it). */
export const contentSettingsRequested = createAction('contentSettings/requested');
/** The blocked-tag input's text changed: suggestions for it (excluding chosen tags). */
export const tagSuggestionsRequested = createAction<{ term: string }>('contentSettings/suggestionsRequested');
/** Apply Changes: only changed values are sent. */
export const contentSettingsApplyRequested = createAction('contentSettings/applyRequested');

export type OnboardingPreloadAction =
  ReturnType<typeof genresRequested> | ReturnType<typeof contentSettingsRequested>;
