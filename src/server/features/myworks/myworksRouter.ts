/**
 * The writing studio's API (issue 28 #1, #5; writing-paid-content §7):
 * - `GET /v5/myworks` the viewer's stories; `POST /v5/myworks` a new story → {storyId, partId}
 * - `GET|PUT /v5/myworks/{storyId}` a story's settings (owner only)
 * - `GET /v5/stories/{id}/notes`, `POST /v5/stories` (body id, protagonist, protagonist_goal,
 *   opportunity) its notes (owner only)
 * Visitors 401 / 1018, another user's story 403 / 1154, bad input 400 with the rule's message.
 */
import { Router, type Response } from 'express';
import { notesBody, settingsBody } from '../../../shared/myworks/schema';
import type { SaveNotesBody } from '../../../shared/myworks/api';
import type { ContextFactory } from '../../lib/http';
import { requireViewer } from '../../session/requireViewer';
import { createStory, getMyStory, getNotes, listMyWorks, saveNotes, saveSettings } from './myworksService';

const noStore = (res: Response): Response => res.set('Cache-Control', 'private, no-store');

export function createMyWorksRouter(getContext: ContextFactory): Router {
  const r = Router();

  r.get('/v5/myworks', async (req, res) => {
    noStore(res).json(await listMyWorks(getContext(req)));
  });

  r.post('/v5/myworks', async (req, res) => {
    noStore(res)
      .status(201)
      .json(await createStory(getContext(req)));
  });

  r.get('/v5/myworks/:storyId', async (req, res) => {
    noStore(res).json(await getMyStory(getContext(req), req.params.storyId));
  });

  r.put('/v5/myworks/:storyId', async (req, res) => {
    const ctx = getContext(req);
    requireViewer(ctx); // a visitor is told to log in before being told what is wrong with the body
    const input = settingsBody.parse(req.body ?? {});
    noStore(res).json(await saveSettings(ctx, req.params.storyId, input));
  });

  r.get('/v5/stories/:id/notes', async (req, res) => {
    noStore(res).json(await getNotes(getContext(req), req.params.id));
  });

  r.post('/v5/stories', async (req, res) => {
    const ctx = getContext(req);
    requireViewer(ctx);
    const body: SaveNotesBody = notesBody.parse(req.body ?? {});
    noStore(res).json(await saveNotes(ctx, body));
  });

  return r;
}
