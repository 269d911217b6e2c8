/** The image appeal page of the page table (accounts-safety-messaging §2 "Image appeal form"). */
import type { PageMeta } from '../common/pageMeta';
import { imageAppealRequested } from './actions';

export type ImageAppealPageKey = 'imageAppeal';

export const IMAGE_APPEAL_PAGES = {
  // The owner only: a visitor logs in first; another user's image answers 403, an unknown one 404.
  imageAppeal: {
    pattern: /^\/image-appeal\/?$/,
    keys: [],
    loginRequired: true,
    forms: true,
    title: 'Appeal image decision',
    preload: (_m, q) => [imageAppealRequested({ imageUrl: q.image_url ?? '', sent: q.sent === '1' })],
    rules: ['status'],
  },
} satisfies Record<ImageAppealPageKey, PageMeta>;
