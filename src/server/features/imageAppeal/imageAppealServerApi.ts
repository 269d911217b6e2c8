import { ApiError } from '../../../shared/common/errors';
import type { ImageAppealApi } from '../../../shared/imageAppeal/api';
import type { ServiceContext } from '../../context';
import { getFlaggedImage, myFlaggedImages, storyCoverFlag } from './imageAppealService';

/** In-process image appeal reads for SSR (the appeal itself is a browser write, over HTTP). */
export function createImageAppealServerApi(ctx: ServiceContext): ImageAppealApi {
  return {
    storyCover: (storyId) => storyCoverFlag(ctx, storyId),
    flagged: (imageUrl) => getFlaggedImage(ctx, imageUrl),
    mine: () => myFlaggedImages(ctx),
    appeal: () =>
      Promise.reject(new ApiError(405, 0, 'The appeal is sent over HTTP only', 'MethodNotAllowed')),
  };
}
