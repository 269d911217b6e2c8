import type { MyWorksApi } from '../../../shared/myworks/api';
import type { ServiceContext } from '../../context';
import { createStory, getMyStory, getNotes, listMyWorks, saveNotes, saveSettings } from './myworksService';

/** `Api.myworks` in-process (SSR); CSRF tokens are an HTTP concern and are ignored here. */
export function createMyWorksServerApi(ctx: ServiceContext): MyWorksApi {
  return {
    list: () => listMyWorks(ctx),
    create: () => createStory(ctx),
    get: (storyId) => getMyStory(ctx, storyId),
    save: (storyId, input) => saveSettings(ctx, storyId, input),
    notes: (storyId) => getNotes(ctx, storyId),
    saveNotes: (body) => saveNotes(ctx, body),
  };
}
