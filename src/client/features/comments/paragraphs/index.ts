import { withSlices, type FeaturePages } from '../../../app/pageLoader';

/** The paragraph comments page (no JavaScript's way to a paragraph's comments), its own chunk. */
export const paragraphPages = {
  paragraphComments: withSlices(
    () => import(/* webpackChunkName: "page-paragraphComments" */ './ParagraphCommentsPage'),
    () =>
      import(/* webpackChunkName: "page-paragraphComments" */ '../../../../reducers/comments').then(
        (m) => m.commentsSlices,
      ),
  ),
} satisfies FeaturePages;
