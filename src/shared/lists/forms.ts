/**
 * Add-to-list without JavaScript: the story page's add-to-list control links to this page, which
 * lists the viewer's library and reading lists as forms posting to the same address.
 */
import { LIBRARY_COLLECTION } from './api';

/** `GET` the page / `POST` a change: `collection` (a list id or `library`) + `member` 1|0, or `name` (create). */
export const addToListPath = (storyId: string | number): string => `/story/${storyId}/lists`;
export const ADD_TO_LIST_ANCHOR = 'add-to-list';
/** A reading list's page (any list; profiles and the library link here). */
export const readingListPath = (id: number): string => `/list/${id}`;
export { LIBRARY_COLLECTION };
