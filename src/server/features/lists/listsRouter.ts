/**
 * Reading lists, library and collections (reading-discovery §7; API-COMPAT.md pagination):
 * - `GET /api/v3/users/{username}/lists?offset=&limit=&fields=` (limit up to 200) — anyone
 * - `POST /api/v3/lists/` body name, stories → `{id, name}` (case-insensitive name reuse)
 * - `GET /api/v3/lists/{id}` — anyone; `POST /api/v3/lists/{id}/stories` body stories;
 *   `DELETE /api/v3/lists/{id}/stories/{storyId}` — the list's owner
 * - `GET|POST /api/v3/users/{username}/library`, `DELETE …/library/{storyId}` — the user themself
 * - `GET /v4/stories/collections?storyIds=1,2` — the viewer's memberships
 * Writes: signed in (401, 1018), CSRF (app-wide), owner (403, 1154). `fields=` on every answer.
 */
import { Router, type Request, type Response } from 'express';
import { ApiError, ErrorCode, storyNotFound } from '../../../shared/common/errors';
import { addStoriesBody, collectionsQuery, createListBody, libraryBody } from '../../../shared/lists/schema';
import { LIBRARY_PAGE_LIMIT } from '../../../shared/lists/api';
import { READING_LIST_FETCH_LIMIT } from '../../../shared/lists/validation';
import { parseFields, pickFields } from '../../lib/fields';
import type { ContextFactory } from '../../lib/http';
import { parseId, queryString, setCacheHeaders } from '../../lib/http';
import { getCollections } from './collectionsService';
import {
  addToLibrary,
  addToList,
  createList,
  getLibrary,
  getList,
  getUserLists,
  listNotFound,
  removeFromLibrary,
  removeFromList,
} from './listsService';
import { parsePage } from '../../lib/paging';
import { feedPreferences } from '../contentSettings';

const LIBRARY_MAX_LIMIT = LIBRARY_PAGE_LIMIT;

const noStore = (res: Response): Response => res.set('Cache-Control', 'private, no-store');
const send = (req: Request, res: Response, value: unknown): void => {
  res.json(pickFields(value, parseFields(req.query.fields)));
};

function listIdOf(value: unknown): number {
  const id = parseId(value);
  if (id === null) throw listNotFound();
  return id;
}

function storyIdOf(value: unknown): number {
  const id = parseId(value);
  if (id === null) throw storyNotFound();
  return id;
}

export function createListsRouter(getContext: ContextFactory): Router {
  const router = Router();

  router.get('/api/v3/users/:username/lists', async (req, res) => {
    const ctx = getContext(req);
    const page = parsePage(req.query, READING_LIST_FETCH_LIMIT);
    const answer = await getUserLists(ctx, req.params.username, page, await feedPreferences(ctx));
    setCacheHeaders(res, ctx);
    send(req, res, answer);
  });

  router.post('/api/v3/lists', async (req, res) => {
    const ctx = getContext(req);
    const body = createListBody.parse(req.body ?? {});
    noStore(res);
    send(req, res, await createList(ctx, body.name, body.stories ?? []));
  });

  router.get('/api/v3/lists/:id', async (req, res) => {
    const ctx = getContext(req);
    const list = await getList(ctx, listIdOf(req.params.id), await feedPreferences(ctx));
    setCacheHeaders(res, ctx);
    send(req, res, list);
  });

  router.post('/api/v3/lists/:id/stories', async (req, res) => {
    const ctx = getContext(req);
    const listId = listIdOf(req.params.id);
    const { stories } = addStoriesBody.parse(req.body ?? {});
    await addToList(ctx, listId, stories);
    noStore(res);
    send(req, res, { id: listId, stories: stories.map((id) => ({ id: String(id) })) });
  });

  router.delete('/api/v3/lists/:id/stories/:storyId', async (req, res) => {
    const ctx = getContext(req);
    const listId = listIdOf(req.params.id);
    const storyId = storyIdOf(req.params.storyId);
    await removeFromList(ctx, listId, storyId);
    noStore(res);
    send(req, res, { id: listId, stories: [{ id: String(storyId) }] });
  });

  router.get('/api/v3/users/:username/library', async (req, res) => {
    const ctx = getContext(req);
    const page = parsePage(req.query, LIBRARY_MAX_LIMIT);
    const answer = await getLibrary(ctx, req.params.username, page);
    noStore(res);
    send(req, res, answer);
  });

  router.post('/api/v3/users/:username/library', async (req, res) => {
    const ctx = getContext(req);
    const { stories } = libraryBody.parse(req.body ?? {});
    const answer = await addToLibrary(ctx, req.params.username, stories);
    noStore(res);
    send(req, res, answer);
  });

  router.delete('/api/v3/users/:username/library/:storyId', async (req, res) => {
    const ctx = getContext(req);
    const storyId = storyIdOf(req.params.storyId);
    await removeFromLibrary(ctx, req.params.username, storyId);
    noStore(res);
    send(req, res, { stories: [{ id: String(storyId) }] });
  });

  router.get('/v4/stories/collections', async (req, res) => {
    const ctx = getContext(req);
    const raw = queryString(req.query.storyIds);
    if (!raw)
      throw new ApiError(400, ErrorCode.ParameterMissing, 'Parameter missing: storyIds', 'MissingParameter');
    const { storyIds } = collectionsQuery.parse({ storyIds: raw });
    noStore(res).json(await getCollections(ctx, storyIds));
  });

  return router;
}
