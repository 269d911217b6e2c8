import { ApiError } from '../../../shared/common/errors';
import type { CopyrightApi } from '../../../shared/copyright/api';
import type { ServiceContext } from '../../context';
import { parseFields } from '../../lib/fields';
import { getPart, getStory } from '../stories';
import { dmcaForm } from './dmcaService';

/** In-process copyright calls (SSR reads; the alert is a browser write only, over HTTP). */
export function createCopyrightServerApi(ctx: ServiceContext): CopyrightApi {
  return {
    storyTitle: async (id) => {
      const story = await getStory(ctx, id, { fields: parseFields('id,title') });
      return { id: String(story.id), title: story.title };
    },
    partStory: async (id) => ({ groupId: String((await getPart(ctx, id)).groupId) }),
    report: () =>
      Promise.reject(new ApiError(405, 0, 'The copyright alert is sent over HTTP only', 'MethodNotAllowed')),
    dmcaForm: (query) => dmcaForm(ctx, query),
    fileDmca: () =>
      Promise.reject(new ApiError(405, 0, 'The DMCA notice is sent over HTTP only', 'MethodNotAllowed')),
  };
}
