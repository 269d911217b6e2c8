/**
 * The part editor's API (issue 28 #2), JSON, the story's owner only (a visitor 401/1018, anyone
 * else 403/1154; writes CSRF-checked app-wide):
 * - `GET /v4/parts/{partId}/editor` → `{story: {id, title, parts}, part}` (drafts and deleted parts too)
 * - `PUT /v4/parts/{partId}/text` body `{title?, text}` (HTML, at most MAX_PART_HTML characters) →
 *   the stored text, its hash, word count and paragraph ids (unchanged paragraphs keep theirs)
 * - `POST /v4/stories/{storyId}/parts` → a new draft part `{id, title, url}`
 * - `PUT /v4/stories/{storyId}/parts/order` body `{parts: [every part id, in order]}` → the list
 * - `DELETE /v4/parts/{partId}` → soft delete; the list
 */
import { Router, type Response } from 'express';
import { partNotFound, storyNotFound } from '../../../shared/common/errors';
import { reorderBody, saveTextBody } from '../../../shared/editor/schema';
import type { ContextFactory } from '../../lib/http';
import { parseId } from '../../lib/http';
import { requireViewer } from '../../session/requireViewer';
import { createPart, deletePart, loadEditor, reorderParts, savePartText } from './editorService';
import { sanitizeToParagraphs } from './sanitize';

const noStore = (res: Response): Response => res.set('Cache-Control', 'private, no-store');

function partIdOf(value: unknown): number {
  const id = parseId(value);
  if (id === null) throw partNotFound();
  return id;
}

function storyIdOf(value: unknown): number {
  const id = parseId(value);
  if (id === null) throw storyNotFound();
  return id;
}

export function createEditorRouter(getContext: ContextFactory): Router {
  const router = Router();

  router.get('/v4/parts/:partId/editor', async (req, res) => {
    const ctx = getContext(req);
    requireViewer(ctx);
    noStore(res).json(await loadEditor(ctx, partIdOf(req.params.partId)));
  });

  router.put('/v4/parts/:partId/text', async (req, res) => {
    const ctx = getContext(req);
    requireViewer(ctx);
    const partId = partIdOf(req.params.partId);
    const body = saveTextBody.parse(req.body ?? {});
    const paragraphs = sanitizeToParagraphs(body.text);
    const saved = await savePartText(ctx, partId, { title: body.title, paragraphs, compare: 'html' });
    noStore(res).json(saved);
  });

  router.post('/v4/stories/:storyId/parts', async (req, res) => {
    const ctx = getContext(req);
    requireViewer(ctx);
    noStore(res).json(await createPart(ctx, storyIdOf(req.params.storyId)));
  });

  router.put('/v4/stories/:storyId/parts/order', async (req, res) => {
    const ctx = getContext(req);
    requireViewer(ctx);
    const storyId = storyIdOf(req.params.storyId);
    const { parts } = reorderBody.parse(req.body ?? {});
    noStore(res).json({ parts: await reorderParts(ctx, storyId, parts) });
  });

  router.delete('/v4/parts/:partId', async (req, res) => {
    const ctx = getContext(req);
    requireViewer(ctx);
    noStore(res).json({ success: true, parts: await deletePart(ctx, partIdOf(req.params.partId)) });
  });

  return router;
}
