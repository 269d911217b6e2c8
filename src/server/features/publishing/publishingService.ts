/**
 * Publishing a part, scheduling and unscheduling it (writing-paid-content.md §4, §5, §7): the
 * story's owner only (403, 1154), signed in (401, 1018), with a verified email (403, 1154: the
 * client shows the please-verify modal first). After each change visitors' caches and the home
 * sections are purged in every process, so the part shows (or stops showing) at once.
 */
import { ApiError, ErrorCode, partNotFound } from '../../../shared/common/errors';
import type { PartPublishing, PublishAnswer, ScheduleAnswer } from '../../../shared/publishing/api';
import { PUBLISHING_MESSAGES as m } from '../../../shared/publishing/messages';
import {
  REMINDER_BEFORE_MS,
  scheduleError,
  storyReadyToPublish,
} from '../../../shared/publishing/validation';
import type { ServiceContext } from '../../context';
import { formatApiDate, now } from '../../db/knex';
import type { KvCache } from '../../lib/kvCache';
import { purgeVisitorCaches } from '../../lib/visitorCaches';
import { requireViewer } from '../../session/requireViewer';
import {
  findPart,
  hasVerifiedEmail,
  publishDraft,
  setSchedule,
  type PartForPublishing,
} from './publishingQueries';

const notFound = partNotFound;
const badInput = (message: string, field?: string) =>
  new ApiError(
    400,
    ErrorCode.InvalidValue,
    message,
    'InvalidValue',
    field ? { [field]: message } : undefined,
  );

/** The home sections and visitors' cached pages, in every process (Redis bumps are shared). */
export async function clearPublishingCaches(kv: KvCache): Promise<void> {
  await kv.bump('home');
  await purgeVisitorCaches(kv);
}

/** The part, if the viewer may publish it: found, theirs, and their email verified. */
async function ownPart(ctx: ServiceContext, partId: number): Promise<PartForPublishing> {
  const viewer = requireViewer(ctx);
  const part = await findPart(ctx.db, partId);
  if (!part || part.deleted || part.storyDeleted) throw notFound();
  if (part.ownerId !== viewer.id) throw new ApiError(403, ErrorCode.AccessDenied, m.notYours, 'AccessDenied');
  if (!(await hasVerifiedEmail(ctx.db, viewer.id)))
    throw new ApiError(403, ErrorCode.AccessDenied, m.verifyFirst, 'AccessDenied');
  return part;
}

export async function publishPart(ctx: ServiceContext, partId: number): Promise<PublishAnswer> {
  const part = await ownPart(ctx, partId);
  if (!part.draft) {
    return {
      id: part.id,
      draft: false,
      published_at: part.publishedAt ? formatApiDate(part.publishedAt) : null,
    };
  }
  if (!storyReadyToPublish(part.story)) throw badInput(m.storyNotReady);
  const at = now();
  await publishDraft(ctx.db, part, at);
  await clearPublishingCaches(ctx.kv);
  return { id: part.id, draft: false, published_at: formatApiDate(at) };
}

/** `nowMs` is the request's clock (tests pass their own). */
export async function schedulePart(
  ctx: ServiceContext,
  partId: number,
  datetime: string | undefined,
  nowMs: number = Date.now(),
): Promise<ScheduleAnswer> {
  const part = await ownPart(ctx, partId);
  const refusal = scheduleError(datetime, nowMs);
  if (refusal) throw badInput(refusal, 'datetime');
  if (!part.draft) throw badInput(m.alreadyPublished);
  if (!storyReadyToPublish(part.story)) throw badInput(m.storyNotReady);
  const at = new Date(Date.parse(datetime as string));
  // Scheduled within a day of now: no reminder is due (§4), so it is marked as done.
  const reminderAt =
    at.getTime() - nowMs < REMINDER_BEFORE_MS ? new Date(Math.floor(nowMs / 1000) * 1000) : null;
  if (!(await setSchedule(ctx.db, part.id, at, reminderAt, now()))) throw badInput(m.alreadyPublished);
  await clearPublishingCaches(ctx.kv);
  return { part_id: part.id, scheduled_datetime: formatApiDate(at) };
}

export async function unschedulePart(ctx: ServiceContext, partId: number): Promise<{ success: boolean }> {
  const part = await ownPart(ctx, partId);
  if (!part.draft) throw badInput(m.alreadyPublished);
  await setSchedule(ctx.db, part.id, null, null, now());
  await clearPublishingCaches(ctx.kv);
  return { success: true };
}

/** What the publish page (and the Publish button) needs of a part: the owner only. */
export async function partPublishing(ctx: ServiceContext, partId: number): Promise<PartPublishing> {
  const viewer = requireViewer(ctx);
  const part = await findPart(ctx.db, partId);
  if (!part || part.deleted || part.storyDeleted) throw notFound();
  if (part.ownerId !== viewer.id) throw new ApiError(403, ErrorCode.AccessDenied, m.notYours, 'AccessDenied');
  return {
    id: part.id,
    title: part.title,
    storyId: String(part.storyId),
    draft: part.draft,
    scheduledPublishDate: part.scheduledAt ? formatApiDate(part.scheduledAt) : null,
    storyReady: storyReadyToPublish(part.story),
  };
}
