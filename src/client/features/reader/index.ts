import { withSlices, type FeaturePages } from '../../app/pageLoader';
import type { ReaderApiPart } from '../../../shared/reader';
import { lazyPart } from '../../api/request';

/** The reader feature's pages: one chunk each, named `page-<key>` (the server's manifest and the bench read the names). */
export const readerPages = {
  reader: withSlices(
    () => import(/* webpackChunkName: "page-reader" */ './ReaderPage'),
    // The part page's add-to-library button reads and toggles the lists slice.
    () => import(/* webpackChunkName: "page-reader" */ '../../../reducers/lists').then((m) => m.listsSlices),
    // The part's comments (their section's code is a chunk of its own, `comments`).
    () =>
      import(/* webpackChunkName: "page-reader" */ '../../../reducers/comments').then(
        (m) => m.commentsSlices,
      ),
  ),
} satisfies FeaturePages;

/** The reader feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const readerHttp = (base: string): ReaderApiPart => ({
  reader: lazyPart(() =>
    import(/* webpackChunkName: "api-reader" */ './http').then((m) => m.createReaderHttpApi(base)),
  ),
});
