import type {
  CreatedStory,
  MyStoryPage,
  MyWorksApi,
  MyWorksPage,
  StorySettings,
} from '../../../shared/myworks/api';
import type { StoryNotesWire } from '../../../shared/myworks/notes';
import { jsonWrite, request } from '../../api/request';

/** The writing studio over HTTP (issue 28 #1, #5; writing-paid-content §7). */
export function createMyWorksHttpApi(base: string): MyWorksApi {
  const story = (id: string) => `/v5/myworks/${encodeURIComponent(id)}`;
  return {
    list: () => request<MyWorksPage>(base, '/v5/myworks'),
    create: (csrfToken) => request<CreatedStory>(base, '/v5/myworks', jsonWrite('POST', csrfToken, {})),
    get: (id) => request<MyStoryPage>(base, story(id)),
    save: (id, input, csrfToken) =>
      request<StorySettings>(base, story(id), jsonWrite('PUT', csrfToken, input)),
    notes: (id) => request<StoryNotesWire | null>(base, `/v5/stories/${encodeURIComponent(id)}/notes`),
    saveNotes: (body, csrfToken) =>
      request<StoryNotesWire>(base, '/v5/stories', jsonWrite('POST', csrfToken, body)),
  };
}
