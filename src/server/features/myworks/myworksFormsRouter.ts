/**
 * The writing studio without JavaScript (the one form-action helper):
 * - `GET /myworks`, `GET /myworks/{storyId}`: a visitor logs in first and comes back (`nextUrl`)
 * - `POST /myworks` (`_csrf`): a new story → its first part's editor
 * - `POST /myworks/{storyId}` (`_csrf`, title, description, tags as text, category, language,
 *   mature, completed, copyright): saved → `/myworks/{storyId}?saved=1`; refused → the same page
 *   again with the messages under their fields and what was typed (400), or the owner rule's
 *   403 / 404.
 */
import { Router, type Request, type RequestHandler } from 'express';
import { isApiError } from '../../../shared/common/errors';
import { storySettingsPath, writePartPath } from '../../../shared/myworks/api';
import { settingsBody } from '../../../shared/myworks/schema';
import { parseTagsText } from '../../../shared/myworks/validation';
import type { ContextFactory } from '../../lib/http';
import { parseId } from '../../lib/http';
import { formAction, type FormOutcome } from '../../ssr/formAction';
import { createStory, saveSettings } from './myworksService';

const loginPath = (next: string): string => `/login?nextUrl=${encodeURIComponent(next)}`;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const checked = (v: unknown): boolean => v === 'on' || v === '1' || v === 'true';
const orNull = (v: unknown): string | null => (str(v).trim() === '' ? null : str(v));

/** What the refused form shows again (texts cut to a sane length). */
const echo = (b: Record<string, unknown>): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const k of ['title', 'description', 'tags', 'category', 'language', 'copyright'])
    out[k] = str(b[k]).slice(0, 5000);
  for (const k of ['mature', 'completed']) out[k] = checked(b[k]) ? '1' : '';
  return out;
};

export function createMyWorksFormsRouter(getContext: ContextFactory, renderPage: RequestHandler): Router {
  const r = Router();

  r.get(['/myworks', '/myworks/:storyId'], (req, res, next) => {
    if (getContext(req).viewer) return next();
    res.redirect(303, loginPath(req.path));
  });

  r.post(
    ['/myworks', '/myworks/'],
    formAction(async (req) => {
      const ctx = getContext(req);
      if (!ctx.viewer) return { redirect: loginPath('/myworks') };
      const made = await createStory(ctx);
      return { redirect: writePartPath(made.storyId, made.partId) };
    }),
  );

  r.post('/myworks/:storyId', (req, res, next) => {
    // Not a story id (`/myworks/new`): not ours (the page handler's 404 for a GET, the app's for a POST).
    if (parseId(req.params.storyId) === null) return next();
    return saveForm(req, res, next);
  });

  const saveForm = formAction(async (req: Request): Promise<FormOutcome> => {
    const ctx = getContext(req);
    const storyId = parseId(req.params.storyId);
    const here = storySettingsPath(storyId ?? '');
    if (!ctx.viewer) return { redirect: loginPath(here) };
    const body = (req.body ?? {}) as Record<string, unknown>;
    const failed = (status: number, message: string | null, fieldErrors: Record<string, string>) => ({
      failed: { page: 'myStory', form: 'settings', values: echo(body), fieldErrors, message, status },
    });
    const parsed = settingsBody.safeParse({
      title: str(body.title),
      description: str(body.description),
      tags: parseTagsText(str(body.tags)),
      category: orNull(body.category),
      language: str(body.language),
      mature: checked(body.mature),
      completed: checked(body.completed),
      copyright: str(body.copyright) || undefined,
    });
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        fieldErrors[key] ??= issue.message;
      }
      return failed(400, null, fieldErrors);
    }
    try {
      await saveSettings(ctx, storyId, parsed.data);
    } catch (err) {
      if (!isApiError(err) || err.status >= 500) throw err;
      return failed(err.status, err.fieldErrors ? null : err.message, err.fieldErrors ?? {});
    }
    return { redirect: `${here}?saved=1` };
  }, renderPage);

  return r;
}
