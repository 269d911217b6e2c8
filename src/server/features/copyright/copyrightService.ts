/**
 * The copyright alert (accounts-safety-messaging §4 "Copyright-infringement page", §7): a signed-in
 * reader says story `storyId` copies `originalStoryId`. Stored as a support ticket (report type
 * `copyright`, the staff queue lists it) and the original's owner is told by mail (the outbox
 * without SMTP). A story the viewer cannot see counts as unknown (404).
 */
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import type { CopyrightReportAnswer } from '../../../shared/copyright/api';
import { COPYRIGHT_MESSAGES } from '../../../shared/copyright/messages';
import type { ServiceContext } from '../../context';
import type { Mailer } from '../outbox';
import { loadStory } from '../stories';
import { findStoryFacts, findUserContact, insertTicket, type StoryFacts } from './copyrightQueries';

export interface CopyrightNotifier {
  mailer: Mailer;
  productName: string;
  linkOrigin: string;
  onMailError(err: unknown): void;
}

export const notSignedIn = (): ApiError =>
  new ApiError(401, ErrorCode.NotLoggedIn, 'You must be logged in to do that', 'NotLoggedIn');

const unknownStory = (): ApiError =>
  new ApiError(404, ErrorCode.StoryNotFound, 'Story not found', 'NotFound');

/** A story the viewer may read, with its owner; 404 otherwise. */
async function visibleStory(ctx: ServiceContext, id: number): Promise<StoryFacts> {
  try {
    await loadStory(ctx, id);
  } catch {
    throw unknownStory();
  }
  const facts = await findStoryFacts(ctx.db, id);
  if (!facts) throw unknownStory();
  return facts;
}

/** `original_story_id`: a positive whole number ('The original URL is required' when absent). */
export function parseOriginalId(raw: unknown): number {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) throw new ApiError(400, ErrorCode.InvalidValue, COPYRIGHT_MESSAGES.urlRequired, 'InvalidValue');
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new ApiError(400, ErrorCode.InvalidValue, COPYRIGHT_MESSAGES.invalidUrl, 'InvalidValue');
  return id;
}

export async function reportCopyright(
  ctx: ServiceContext,
  notifier: CopyrightNotifier,
  storyIdRaw: string,
  originalRaw: unknown,
): Promise<CopyrightReportAnswer> {
  const viewer = ctx.viewer;
  if (!viewer) throw notSignedIn();
  const storyId = /^\d{1,10}$/.test(storyIdRaw) ? Number(storyIdRaw) : NaN;
  if (!Number.isSafeInteger(storyId) || storyId <= 0) throw unknownStory();
  const originalId = parseOriginalId(originalRaw);
  if (originalId === storyId)
    throw new ApiError(400, ErrorCode.InvalidValue, COPYRIGHT_MESSAGES.sameStory, 'InvalidValue');
  const copy = await visibleStory(ctx, storyId);
  const original = await visibleStory(ctx, originalId);
  if (copy.userId === viewer.id)
    throw new ApiError(400, ErrorCode.InvalidValue, COPYRIGHT_MESSAGES.ownStory, 'InvalidValue');

  const reporter = await findUserContact(ctx.db, viewer.id);
  const originalUrl = `${notifier.linkOrigin}/story/${original.id}`;
  const copyUrl = `${notifier.linkOrigin}/story/${copy.id}`;
  const id = await insertTicket(ctx.db, {
    requesterUserId: viewer.id,
    requesterName: reporter?.name || viewer.username,
    requesterEmail: reporter?.email ?? '',
    ticketFormId: null,
    reportType: 'copyright',
    reason: 'reported_copyright',
    subject: 'Copyright infringement',
    comment: `Story ${copyUrl} copies the original story ${originalUrl} ("${original.title}" by ${original.username}).`,
    username: copy.username,
    storyId: copy.id,
    reportedName: copy.title,
    reportedLocation: copyUrl,
    customFields: [{ id: 'original_story_id', value: String(original.id) }],
  });

  let ownerNotified = false;
  if (original.email) {
    try {
      await notifier.mailer.send({
        to: original.email,
        subject: `${notifier.productName}: a story may copy "${original.title}"`,
        text: [
          `Hi ${original.username},`,
          '',
          `A reader told us that "${copy.title}" (${copyUrl}) may copy your story "${original.title}" (${originalUrl}).`,
          'Our team will review it. If you own the rights and want it removed, you can also file a DMCA notice:',
          `${notifier.linkOrigin}/help/dmca?storyId=${copy.id}&reportedUser=${encodeURIComponent(copy.username)}`,
        ].join('\n'),
      });
      ownerNotified = true;
    } catch (err) {
      notifier.onMailError(err);
    }
  }
  return { id, ownerNotified };
}
