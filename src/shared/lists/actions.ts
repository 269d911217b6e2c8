import { createAction } from '@reduxjs/toolkit';

/** Reading-list request actions (route preloads and UI events; slices and sagas react). */
/** The viewer's reading lists (the add-to-list popover). */
export const readingListsRequested = createAction('lists/requested');
/** Per story, the viewer's collections (lists and library) → membership. */
export const collectionsRequested = createAction<{ storyIds: string[] }>('lists/collectionsRequested');
/** Create a list from the popover: an existing name (ignoring case) is reused; an empty name does nothing. */
export const listCreateRequested = createAction<{ name: string; storyId: string }>('lists/createRequested');
/** Put a story in or take it out of a list (`collectionId` a list id) or the library (`'library'`). */
export const collectionToggled = createAction<{ storyId: string; collectionId: string; member: boolean }>(
  'lists/collectionToggled',
);

/** The featured lists of the viewer's language's curation profile (home), and one featured list's page. */
export const featuredListsRequested = createAction('lists/featuredRequested');
export const featuredListRequested = createAction<{ id: number }>('lists/featuredListRequested');
/** The `/library` page (`?show=`): the viewer's library stories, the first `show` of them. */
export const libraryRequested = createAction<{ show: number } | undefined>('lists/libraryRequested');
