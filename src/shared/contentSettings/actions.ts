import { createAction } from '@reduxjs/toolkit';

/** The viewer's content settings (the Content Preferences panel; /settings?section=content preloads it). */
export const contentSettingsRequested = createAction('contentSettings/requested');
/** The blocked-tag input's text changed: suggestions for it (excluding chosen tags). */
export const tagSuggestionsRequested = createAction<{ term: string }>('contentSettings/suggestionsRequested');
/** Apply Changes: only changed values are sent. */
export const contentSettingsApplyRequested = createAction('contentSettings/applyRequested');
