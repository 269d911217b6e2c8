/**
 * Content settings (accounts-safety-messaging §7), the user themself only (401 1018 / 403 1154):
 * - `GET /v5/users/{username}/content-settings` → {includeMature, blockedTags, tagLimit, unblockableTags}
 * - `PUT …/content-settings/include-mature` {includeMature}; `PUT …/content-settings/blocked-tags` {blockedTags}
 * - `POST …/content-settings` {preferredTags} (onboarding; more than 3 or unknown genres → 400)
 * - `POST /settings/content` the settings section's form (JavaScript off) → back to the section.
 */
import { Router, type Request } from 'express';
import { ApiError } from '../../../shared/common/errors';
import {
  blockedTagsBody,
  includeMatureBody,
  preferredTagsBody,
} from '../../../shared/contentSettings/schema';
import { outcomeCode, parseTagList } from '../../../shared/contentSettings/validation';
import type { ContextFactory } from '../../lib/http';
import {
  getContentSettings,
  setBlockedTags,
  setIncludeMature,
  setPreferredTags,
} from './contentSettingsService';

const BASE = '/v5/users/:username/content-settings';
const text = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 4000) : '');

/** Where the settings form comes back to; `cs` names the outcome (a code, never free text). */
export const CONTENT_SECTION = '/settings?section=content';

export function createContentSettingsRouter(getContext: ContextFactory): Router {
  const r = Router();
  const username = (req: Request) => String(req.params.username ?? '');

  r.get([BASE, `${BASE}/`], async (req, res) => {
    const settings = await getContentSettings(getContext(req), username(req));
    res.set('Cache-Control', 'private, no-store').json(settings);
  });

  r.put([`${BASE}/include-mature`, `${BASE}/include-mature/`], async (req, res) => {
    const ctx = getContext(req);
    const { includeMature } = includeMatureBody.parse(req.body ?? {});
    await setIncludeMature(ctx, username(req), includeMature);
    res.json({ includeMature });
  });

  r.put([`${BASE}/blocked-tags`, `${BASE}/blocked-tags/`], async (req, res) => {
    const ctx = getContext(req);
    const { blockedTags } = blockedTagsBody.parse(req.body ?? {});
    await setBlockedTags(ctx, username(req), blockedTags);
    res.json({ blockedTags });
  });

  r.post([BASE, `${BASE}/`], async (req, res) => {
    const ctx = getContext(req);
    const { preferredTags } = preferredTagsBody.parse(req.body ?? {});
    await setPreferredTags(ctx, username(req), preferredTags);
    res.json({ preferredTags });
  });

  r.post('/settings/content', async (req, res) => {
    const ctx = getContext(req);
    if (!ctx.viewer) return res.redirect(303, `/login?nextUrl=${encodeURIComponent(CONTENT_SECTION)}`);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const includeMature = body.includeMature === 'on' || body.includeMature === 'true';
    const tags = parseTagList(text(body.blockedTags));
    try {
      await setBlockedTags(ctx, ctx.viewer.username, tags);
      await setIncludeMature(ctx, ctx.viewer.username, includeMature);
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 400) throw e;
      const q = new URLSearchParams({ cs: outcomeCode(e.message), tags: tags.join(' ') });
      return res.redirect(303, `${CONTENT_SECTION}&${q.toString()}`);
    }
    res.redirect(303, `${CONTENT_SECTION}&${new URLSearchParams({ cs: 'thanks' }).toString()}`);
  });

  return r;
}
