/**
 * The staff tickets queue (issue 27 §5): system admins and moderators list support tickets, open
 * one, mark it resolved, or act on what it reports — close or time out the account (moderation's
 * own services, resolving the ticket with the action), remove the comment (the comments feature's
 * delete) or hide the story from readers (`stories.deleted_at`, as a closed account's stories;
 * reversible with `unhide_story`). Every action is recorded in `moderation_actions`.
 */
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import { storyPath } from '../../../shared/common/slug';
import {
  TICKET_ACTIONS,
  TICKETS_PAGE_SIZE,
  type TicketAction,
  type TicketDetail,
  type TicketStatus,
  type TicketSummary,
  type TicketsPage,
} from '../../../shared/moderation/api';
import { moderationMessages as m } from '../../../shared/moderation/messages';
import type { ServiceContext } from '../../context';
import { now, toApiDate, toBool, toDate } from '../../db/dates';
import { syncStoryTagListing } from '../../db/storyStats';
import { purgeVisitorCaches } from '../../lib/visitorCaches';
import { removeComment } from '../comments';
import { closeUser, recordAction, requireModerator, timeoutUser } from './moderationService';
import { targetState, ticketById, ticketPage, usernameOf, type TicketRow } from './ticketsQueries';

const ticketNotFound = (): ApiError =>
  new ApiError(404, ErrorCode.InvalidValue, m.ticketNotFound, 'NotFound');
const badInput = (message: string): ApiError =>
  new ApiError(400, ErrorCode.InvalidValue, message, 'InvalidValue');

const toSummary = (r: TicketRow): TicketSummary => ({
  id: Number(r.id),
  reportType: r.report_type,
  reason: r.reason,
  subject: r.subject,
  username: r.username,
  requesterName: r.requester_name,
  status: r.status === 'resolved' ? 'resolved' : 'open',
  createdAt: toApiDate(r.created_at) ?? '',
  actionTaken: r.action_taken,
});

export async function listTickets(
  ctx: ServiceContext,
  q: { type?: string; status?: TicketStatus | ''; after?: number },
): Promise<TicketsPage> {
  requireModerator(ctx);
  const rows = await ticketPage(ctx.db, q);
  const shown = rows.slice(0, TICKETS_PAGE_SIZE);
  return {
    tickets: shown.map(toSummary),
    nextAfter: rows.length > TICKETS_PAGE_SIZE ? Number(shown[shown.length - 1].id) : null,
  };
}

/** `[{id, value}]` from the stored JSON (an array of pairs or an object), never a throw. */
function customFieldsOf(json: string): { id: string; value: string }[] {
  try {
    const parsed: unknown = JSON.parse(json);
    const pairs = Array.isArray(parsed)
      ? parsed.map((f: { id?: unknown; value?: unknown }) => [f?.id, f?.value])
      : parsed && typeof parsed === 'object'
        ? Object.entries(parsed)
        : [];
    return pairs.map(([id, value]) => ({
      id: String(id),
      value: typeof value === 'string' ? value : JSON.stringify(value),
    }));
  } catch {
    return [];
  }
}

/** The reported comment's id, from the deep link or location (`…/comments/12`, `?commentId=12`, `#comment-12`). */
export function commentIdOf(
  r: Pick<TicketRow, 'report_type' | 'deep_link' | 'reported_location'>,
): number | null {
  if (r.report_type !== 'comment') return null;
  for (const text of [r.deep_link, r.reported_location]) {
    const hit = text ? /comment(?:s\/|Id=|-|=)(\d+)/i.exec(text) : null;
    if (hit) return Number(hit[1]);
  }
  return null;
}

/** A link inside the app to the reported content (only our own paths; never an outside address). */
function contentLink(r: TicketRow, storyTitle: string | null): string | null {
  for (const text of [r.deep_link, r.reported_location]) if (text && /^\/[^/\\]/.test(text)) return text;
  if (r.story_id) return storyPath(r.story_id, storyTitle ?? '');
  return null;
}

async function loadTicket(ctx: ServiceContext, id: number): Promise<TicketRow> {
  const row = Number.isInteger(id) && id > 0 ? await ticketById(ctx.db, id) : null;
  if (!row) throw ticketNotFound();
  return row;
}

export async function getTicket(ctx: ServiceContext, id: number): Promise<TicketDetail> {
  requireModerator(ctx);
  const r = await loadTicket(ctx, id);
  const [target, resolvedBy, story] = await Promise.all([
    r.username ? targetState(ctx.db, r.username) : Promise.resolve(null),
    usernameOf(ctx.db, r.resolved_by_user_id === null ? null : Number(r.resolved_by_user_id)),
    r.story_id
      ? (ctx.db('stories').where('id', r.story_id).first('title', 'deleted_at') as Promise<
          { title: string; deleted_at: unknown } | undefined
        >)
      : Promise.resolve(undefined),
  ]);
  const until = target ? toDate(target.timeout_until as Date | null) : null;
  return {
    ...toSummary(r),
    requesterEmail: r.requester_email,
    comment: r.comment,
    customFields: customFieldsOf(r.custom_fields),
    storyId: r.story_id === null ? null : Number(r.story_id),
    reportedName: r.reported_name,
    reportedLocation: r.reported_location,
    reportedBody: r.reported_body,
    deepLink: r.deep_link,
    commentId: commentIdOf(r),
    resolvedAt: toApiDate(r.resolved_at),
    resolvedBy,
    links: {
      user: target && r.username ? `/user/${encodeURIComponent(r.username)}` : null,
      content: contentLink(r, story?.title ?? null),
    },
    target: target && {
      closed: Boolean(target.closed_at),
      timeoutUntil: until && until.getTime() > Date.now() ? toApiDate(until) : null,
      isStaff: toBool(target.is_staff) || toBool(target.is_sysadmin),
    },
    storyHidden: Boolean(story?.deleted_at),
  };
}

/** Marks the ticket resolved without an action on the account or content. */
export async function resolveTicket(ctx: ServiceContext, id: number): Promise<TicketDetail> {
  const viewer = requireModerator(ctx);
  const r = await loadTicket(ctx, id);
  if (r.status !== 'resolved') {
    await ctx.db.transaction((trx) =>
      recordAction(trx, {
        moderatorId: viewer.id,
        targetId: null,
        action: 'resolve',
        reason: '',
        ticketId: Number(r.id),
      }),
    );
  }
  return getTicket(ctx, id);
}

/** Hides (or shows again) the ticket's story for readers, recorded and resolving the ticket. */
async function setStoryHidden(
  ctx: ServiceContext,
  r: TicketRow,
  hidden: boolean,
  reason: string,
): Promise<void> {
  const viewer = requireModerator(ctx);
  if (!r.story_id) throw badInput(m.noStory);
  const storyId = Number(r.story_id);
  const story = (await ctx.db('stories').where('id', storyId).first('user_id')) as
    { user_id: number } | undefined;
  if (!story) throw badInput(m.noStory);
  await ctx.db.transaction(async (trx) => {
    await trx('stories')
      .where('id', storyId)
      .update({ deleted_at: hidden ? now() : null });
    await syncStoryTagListing(trx, [storyId]);
    await recordAction(trx, {
      moderatorId: viewer.id,
      targetId: Number(story.user_id),
      action: hidden ? 'hide_story' : 'unhide_story',
      reason,
      ticketId: Number(r.id),
      contentId: storyId,
    });
  });
  await ctx.kv.bump('home');
  await purgeVisitorCaches(ctx.kv);
}

/** Removes the ticket's comment through the comments feature, recorded and resolving the ticket. */
async function removeReportedComment(ctx: ServiceContext, r: TicketRow, reason: string): Promise<void> {
  const viewer = requireModerator(ctx);
  const commentId = commentIdOf(r);
  if (commentId === null) throw badInput(m.noComment);
  const row = (await ctx.db('comments').where('id', commentId).first('user_id', 'status')) as
    { user_id: number; status: string } | undefined;
  if (row && row.status === 'public') {
    // Moderation may remove any comment: the comments' own rule lets system admins, so it asks as one.
    await removeComment({ ...ctx, viewer: { ...viewer, isSysAdmin: true } }, commentId);
  }
  await ctx.db.transaction((trx) =>
    recordAction(trx, {
      moderatorId: viewer.id,
      targetId: row ? Number(row.user_id) : null,
      action: 'remove_comment',
      reason,
      ticketId: Number(r.id),
      contentId: commentId,
    }),
  );
}

/** Acts on what the ticket reports; the ticket is resolved with the action. */
export async function actOnTicket(
  ctx: ServiceContext,
  id: number,
  body: { action: TicketAction; reason?: string },
): Promise<TicketDetail> {
  requireModerator(ctx);
  if (!(TICKET_ACTIONS as readonly string[]).includes(body.action)) throw badInput(m.badAction);
  const r = await loadTicket(ctx, id);
  const reason = (body.reason ?? '').trim();
  const ticketId = Number(r.id);
  switch (body.action) {
    case 'close':
    case 'timeout':
      if (!r.username) throw badInput(m.noAccount);
      if (body.action === 'close') await closeUser(ctx, r.username, { reason, ticketId });
      else await timeoutUser(ctx, r.username, { reason: reason || r.reason || 'Reported', ticketId });
      break;
    case 'remove_comment':
      await removeReportedComment(ctx, r, reason);
      break;
    case 'hide_story':
    case 'unhide_story':
      await setStoryHidden(ctx, r, body.action === 'hide_story', reason);
      break;
  }
  return getTicket(ctx, id);
}
