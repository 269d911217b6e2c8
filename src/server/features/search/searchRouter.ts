/**
 * `GET /v4/search/stories`, `GET /v4/search/users/`, `GET /api/v3/autocomplete/tag` (API-COMPAT.md):
 * zod at the edge, legacy errors through apiErrorHandler, `fields=` via pickFields.
 */
import { Router, type Request } from 'express';
import {
  storySearchQuerySchema,
  tagAutocompleteSchema,
  tagStoriesQuerySchema,
  userSearchQuerySchema,
} from '../../../shared/search/schema';
import { parseRefinerTags } from '../../../shared/search/validation';
import { parseFields, pickFields, wantsField } from '../../lib/fields';
import { queryString, setCacheHeaders, type ContextFactory } from '../../lib/http';
import { autocompleteTags, browseTag, searchStories, searchUsers } from './searchService';

/** `fields` is carried into nextUrl as it was sent. */
const extraParams = (req: Request): Record<string, string> => {
  const fields = queryString(req.query.fields);
  return fields ? { fields } : {};
};

export function createSearchRouter(getContext: ContextFactory): Router {
  const router = Router();

  router.get('/v4/search/stories', async (req, res) => {
    const input = storySearchQuerySchema.parse(req.query);
    const ctx = getContext(req);
    const answer = await searchStories(ctx, input, extraParams(req));
    setCacheHeaders(res, ctx);
    res.json(pickFields(answer, parseFields(req.query.fields)));
  });

  router.get('/v4/search/users', async (req, res) => {
    const input = userSearchQuerySchema.parse(req.query);
    const ctx = getContext(req);
    const answer = await searchUsers(ctx, input, extraParams(req));
    setCacheHeaders(res, ctx);
    const fields = parseFields(req.query.fields);
    // The legacy client asks `fields=username,name,…` meaning the fields of each user.
    const userFields =
      fields && !wantsField(fields, 'users') && !wantsField(fields, 'total') ? fields : undefined;
    res.json(
      userFields ? { ...answer, users: pickFields(answer.users, userFields) } : pickFields(answer, fields),
    );
  });

  router.get('/api/v3/autocomplete/tag', async (req, res) => {
    const input = tagAutocompleteSchema.parse(req.query);
    const ctx = getContext(req);
    res.set('Cache-Control', 'public, max-age=60');
    res.json(await autocompleteTags(ctx, input.term, parseRefinerTags(input.exclude)));
  });

  router.get('/v4/tags/:tag/stories', async (req, res) => {
    const input = tagStoriesQuerySchema.parse(req.query);
    const ctx = getContext(req);
    const answer = await browseTag(ctx, req.params.tag, input.limit, input.offset);
    setCacheHeaders(res, ctx);
    res.json(pickFields(answer, parseFields(req.query.fields)));
  });

  return router;
}
