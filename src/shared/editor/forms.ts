/** The editor's addresses (pages and the no-JavaScript form posts). */
export const editorPath = (storyId: number | string, partId: number | string): string =>
  `/myworks/${storyId}/write/${partId}`;
/** The story settings page (the myworks feature's). */
export const storySettingsPath = (storyId: number | string): string => `/myworks/${storyId}`;
/** The no-JavaScript form's `action` values (one form route: `POST` the editor's own address). */
export const EDITOR_FORM_ACTIONS = ['save', 'new', 'up', 'down', 'delete'] as const;
export type EditorFormAction = (typeof EDITOR_FORM_ACTIONS)[number];
/** `?confirmDelete={partId}`: the no-JavaScript page asks before a part is deleted. */
export const CONFIRM_DELETE_PARAM = 'confirmDelete';
