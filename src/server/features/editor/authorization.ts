/**
 * The part editor's routes in the authorization matrix (src/server/test/authzMatrix.test.ts).
 * They aim at a story of the writer ava_writes (the matrix's "other" and admin are not its owner):
 * only the story's owner edits, reorders, deletes or adds parts — admins too are refused.
 */
import { LONG_STORY_ID, LONG_STORY_PART_IDS } from '../../../../seeds/fixtures';
import type { AuthzEntry } from '../serverFeature';

const owners = { visitor: 401, other: 403, admin: 403 } as const;
const PART = LONG_STORY_PART_IDS[1];

export const editorAuthorization: readonly AuthzEntry[] = [
  { method: 'GET', route: '/v4/parts/:partId/editor', url: () => `/v4/parts/${PART}/editor`, expect: owners },
  {
    method: 'PUT',
    route: '/v4/parts/:partId/text',
    url: () => `/v4/parts/${PART}/text`,
    body: { title: 'Not yours', text: '<p>Overwritten</p>' },
    expect: owners,
  },
  {
    method: 'POST',
    route: '/v4/stories/:storyId/parts',
    url: () => `/v4/stories/${LONG_STORY_ID}/parts`,
    body: {},
    expect: owners,
  },
  {
    method: 'PUT',
    route: '/v4/stories/:storyId/parts/order',
    url: () => `/v4/stories/${LONG_STORY_ID}/parts/order`,
    body: { parts: [...LONG_STORY_PART_IDS].reverse() },
    expect: owners,
  },
  { method: 'DELETE', route: '/v4/parts/:partId', url: () => `/v4/parts/${PART}`, expect: owners },
  // The no-JavaScript form: a visitor logs in first; anyone else sees the refusal page.
  {
    method: 'POST',
    route: '/myworks/:storyId/write/:partId',
    url: () => `/myworks/${LONG_STORY_ID}/write/${PART}`,
    form: true,
    body: { action: 'save', title: 'Not yours', text: 'Overwritten' },
    expect: { visitor: 'login', other: 403, admin: 403 },
  },
];
