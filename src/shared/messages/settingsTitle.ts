/**
 * The settings page's name, also the header's link text. Its own module: the header is in the
 * first-load bundle, and importing it from `./settings` would bring every settings text along.
 */
export const SETTINGS_TITLE = 'Settings';
