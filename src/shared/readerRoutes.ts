/** Story-page extras of the route table (spread into ROUTES before the part reader). */
import { storyRequested } from './actions';
import { libraryShown } from './api/lists';
import {
  collectionsRequested,
  featuredListRequested,
  libraryRequested,
  readingListsRequested,
} from './profileActions';
import type { RouteDef } from './routes';

export type ReaderPageKey =
  'storyRankings' | 'help' | 'addToList' | 'featuredList' | 'readingList' | 'library';

/** reading-discovery §9: the language ids that have their own help centre; any other uses 1. */
export const HELP_LANGUAGE_IDS: readonly number[] = [1, 2, 3, 4, 5, 6, 18, 20, 23];
export const DEFAULT_LANGUAGE_ID = 1;
export const helpLanguage = (languageId: number | null | undefined): number =>
  languageId && HELP_LANGUAGE_IDS.includes(languageId) ? languageId : DEFAULT_LANGUAGE_ID;
/** The help centre of a language (the "help centre" of the Story restricted page, §2). */
export const helpCentreUrl = (languageId?: number | null): string => `/help/${helpLanguage(languageId)}`;

export const READER_ROUTES: readonly RouteDef[] = [
  {
    page: 'storyRankings',
    pattern: /^\/story\/(\d+)(?:-([^/]*))?\/rankings\/?$/,
    keys: ['id', 'slug'],
    loginRequired: false,
    preload: (m) => [storyRequested({ id: m.params.id })],
  },
  {
    // Add-to-list without JavaScript (src/shared/listsForms.ts): the viewer's library and lists.
    page: 'addToList',
    pattern: /^\/story\/(\d+)(?:-[^/]*)?\/lists\/?$/,
    keys: ['id'],
    loginRequired: true,
    preload: (m, _q, viewer) => [
      storyRequested({ id: m.params.id }),
      ...(viewer ? [readingListsRequested(), collectionsRequested({ storyIds: [m.params.id] })] : []),
    ],
  },
  {
    page: 'featuredList',
    pattern: /^\/featured\/(\d+)\/?$/,
    keys: ['id'],
    loginRequired: false,
    preload: (m) => [featuredListRequested({ id: Number(m.params.id) })],
  },
  {
    // Any reading list (profiles link here); its owner can remove stories (a form per story).
    page: 'readingList',
    pattern: /^\/list\/(\d+)(?:-[^/]*)?\/?$/,
    keys: ['id'],
    loginRequired: false,
    preload: (m) => [featuredListRequested({ id: Number(m.params.id) })],
  },
  {
    // The viewer's library and their reading lists.
    page: 'library',
    pattern: /^\/library\/?$/,
    keys: [],
    loginRequired: true,
    preload: (_m, q, viewer) =>
      viewer ? [libraryRequested({ show: libraryShown(q.show) }), readingListsRequested()] : [],
  },
  {
    page: 'help',
    pattern: /^\/help(?:\/(\d+))?\/?$/,
    keys: ['languageId'],
    loginRequired: false,
    preload: () => [],
  },
];
