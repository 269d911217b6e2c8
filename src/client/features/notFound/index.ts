import type { FeaturePages } from '../../app/pageLoader';

/** The notFound feature's pages: one chunk each, named `page-<key>` (the server's manifest and the bench read the names). */
export const notFoundPages = {
  notFound: () => import(/* webpackChunkName: "page-notFound" */ './NotFoundPage'),
} satisfies FeaturePages;
