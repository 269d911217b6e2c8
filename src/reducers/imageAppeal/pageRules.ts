/** The appeal page's status: 403 / 404 for an image that is not the viewer's or not flagged, 4xx for a refused post. */
import type { ImageAppealPageKey } from '../../shared/imageAppeal/routes';
import type { PageRulesFor } from '../pageRule';

export const IMAGE_APPEAL_PAGE_RULES = {
  imageAppeal: {
    status: (s) => (s.imageAppeal.httpStatus !== 200 ? s.imageAppeal.httpStatus : null),
  },
} satisfies PageRulesFor<ImageAppealPageKey>;
