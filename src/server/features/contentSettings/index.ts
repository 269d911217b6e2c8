/** The content-settings feature's public surface on the server (docs/architecture.md "Server features"). */
export { feedPreferences, setPreferredTags } from './contentSettingsService';
export { blockedTagRules } from './feedFilter';
