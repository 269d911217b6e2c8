/** The reading lists' public surface on the server (docs/architecture.md "Server features"). */
export { getUserLists, requireSelf, requireUser, userNotFound } from './listsService';
export { storyCardsByIds } from './storyCards';
