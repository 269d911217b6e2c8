/** `Api.publishing` in-process (SSR); CSRF tokens are an HTTP concern and are ignored here. */
import { ApiError, ErrorCode, storyNotFound } from '../../../shared/common/errors';
import { coverPath } from '../../../shared/common/media';
import type { PublishingApi } from '../../../shared/publishing/api';
import type { ServiceContext } from '../../context';
import { parseId } from '../../lib/http';
import { requireViewer } from '../../session/requireViewer';
import { importCover } from './coversService';
import { findOwnStories } from './publishingQueries';
import { partPublishing, publishPart, schedulePart, unschedulePart } from './publishingService';

export function createPublishingServerApi(ctx: ServiceContext): PublishingApi {
  return {
    part: (partId) => partPublishing(ctx, partId),
    publish: (partId) => publishPart(ctx, partId),
    schedule: (partId, datetime) => schedulePart(ctx, partId, datetime),
    unschedule: (partId) => unschedulePart(ctx, partId),
    writerStories: async (username) => {
      const viewer = requireViewer(ctx);
      if (viewer.username.toLowerCase() !== username.toLowerCase())
        throw new ApiError(403, ErrorCode.AccessDenied, 'Access denied', 'AccessDenied');
      const rows = await findOwnStories(ctx.db, viewer.id);
      return rows.map((r) => ({
        id: String(r.id),
        title: r.title,
        cover: ctx.origin + coverPath(r.id, r.cover_version, 256),
      }));
    },
    importCover: (storyId, image) => {
      const id = parseId(storyId);
      if (id === null) throw storyNotFound();
      return importCover(ctx, id, image);
    },
  };
}
