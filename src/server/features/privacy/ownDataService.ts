/** The user's own data (spec §2 `/settings/your-{product}-data`): self only, nothing of others. */
import type { OwnData } from '../../../shared/privacy/api';
import type { ServiceContext } from '../../context';
import { toApiDate, toBool } from '../../db/knex';
import { requireViewer } from '../../session/requireViewer';
import { findOwnDataRows } from './ownDataQueries';

const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** A JSON array of strings as stored (`content_settings.preferred_tags`); anything else is none. */
function stringList(v: unknown): string[] {
  try {
    const parsed: unknown = typeof v === 'string' ? JSON.parse(v) : v;
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

export async function getOwnData(ctx: ServiceContext): Promise<OwnData> {
  const viewer = requireViewer(ctx);
  const rows = await findOwnDataRows(ctx.db, viewer.id);
  if (!rows) throw new Error(`user ${viewer.id} vanished`);
  const { user } = rows;
  const parts = new Map(rows.partCounts.map((p) => [Number(p.story_id), Number(p.n)]));
  const storiesOfList = (id: number) =>
    rows.listStories.filter((s) => Number(s.list_id) === id).map((s) => String(s.story_id));
  return {
    profile: {
      id: Number(user.id),
      username: String(user.username),
      name: str(user.display_name) || String(user.username),
      email: str(user.email),
      birthdate: str(user.birthdate)?.slice(0, 10) ?? null,
      pronouns: str(user.pronouns),
      description: str(user.description) ?? '',
      language: { id: Number(user.language_id), name: str(user.language_name) ?? '' },
      verified_email: toBool(user.verified_email),
      marketing_opt_in: toBool(user.marketing_opt_in),
      ccpa_optout: toBool(user.ccpa_optout),
      createDate: toApiDate(user.created_at),
    },
    stories: rows.stories.map((s) => ({
      id: String(s.id),
      title: String(s.title),
      createDate: toApiDate(s.created_at),
      numParts: parts.get(Number(s.id)) ?? 0,
      deleted: Boolean(s.deleted_at),
    })),
    partsCount: [...parts.values()].reduce((a, b) => a + b, 0),
    lists: rows.lists.map((l) => ({
      id: Number(l.id),
      name: String(l.name),
      createDate: toApiDate(l.created_at),
      stories: storiesOfList(Number(l.id)),
    })),
    library: rows.library.map((s) => ({
      id: String(s.id),
      title: String(s.title),
      addedDate: toApiDate(s.added_at),
    })),
    following: rows.following.map((f) => ({ username: String(f.username), since: toApiDate(f.created_at) })),
    followers: rows.followers.map((f) => ({ username: String(f.username), since: toApiDate(f.created_at) })),
    votes: rows.votes.map((v) => ({
      partId: Number(v.part_id),
      storyId: String(v.story_id),
      createDate: toApiDate(v.created_at),
    })),
    readingPositions: rows.positions.map((p) => ({
      storyId: String(p.story_id),
      partId: Number(p.part_id),
      position: Number(p.position),
      updateDate: toApiDate(p.updated_at),
    })),
    settings: {
      notifications: {
        alerts: toBool(user.notify_alerts),
        alertssub: toBool(user.notify_alertssub),
        subscribe: toBool(user.notify_subscribe),
      },
      content: {
        includeMature: toBool(rows.content?.include_mature),
        blockedTags: rows.blockedTags.map((b) => String(b.tag)),
      },
      preferredGenres: stringList(rows.content?.preferred_tags),
      onboarding: rows.onboarding
        ? {
            user_type: str(rows.onboarding.user_type),
            writer_stage: str(rows.onboarding.writer_stage),
            finished_story: str(rows.onboarding.finished_story),
          }
        : null,
    },
  };
}
