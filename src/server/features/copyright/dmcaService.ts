/**
 * The DMCA notice (writing-paid-content §3, §5, §6, §9): anyone may file one; it becomes a support
 * ticket (form 48864, reason reported_copyright, subject "Story Report", report type story) with a
 * text summary of the form and the custom fields (language, device, reason, report kind).
 */
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import type { DmcaQuery } from '../../../shared/copyright/api';
import {
  DMCA_REASON,
  DMCA_REPORT_TYPE,
  DMCA_SUBJECT,
  DMCA_TICKET_FORM_ID,
  dmcaSummary,
  emptyDmca,
  validateDmca,
  type DmcaValues,
} from '../../../shared/copyright/dmca';
import { COPYRIGHT_MESSAGES } from '../../../shared/copyright/messages';
import type { ServiceContext } from '../../context';
import { parseFields } from '../../lib/fields';
import { getPart, getStory } from '../stories';
import { findUserContact, insertTicket } from './copyrightQueries';

const digits = (v: string | undefined): number | null => (v && /^\d{1,10}$/.test(v) ? Number(v) : null);

/** The page's form: the viewer's contact, the reported story's (or part's) address and owner. */
export async function dmcaForm(ctx: ServiceContext, q: DmcaQuery): Promise<DmcaValues> {
  const values = emptyDmca();
  if (ctx.viewer) {
    const me = await findUserContact(ctx.db, ctx.viewer.id);
    const [first, ...rest] = (me?.name || '').trim().split(/\s+/);
    values.firstName = first ?? '';
    values.lastName = rest.join(' ');
    values.email = me?.email ?? '';
    values.username = ctx.viewer.username;
  }
  values.reportedUser = (q.reportedUser ?? '').slice(0, 40);
  values.language = (q.language ?? '').slice(0, 10);
  const partId = digits(q.partId);
  const storyId = digits(q.storyId);
  try {
    if (partId) {
      const part = await getPart(ctx, partId);
      values.reportedUrls = part.url;
      values.storyId = String(part.groupId);
    } else if (storyId) {
      const story = await getStory(ctx, storyId, { fields: parseFields('id,title,url,user(name)') });
      values.reportedUrls = story.url;
      values.storyId = String(story.id);
      if (!values.reportedUser) values.reportedUser = story.user?.name ?? '';
    }
  } catch {
    // An unknown or hidden story: the form stays empty there (the reporter types the address).
  }
  return values;
}

/** Files the notice; a form the shared rule refuses is a 400 with each field's message. */
export async function fileDmca(
  ctx: ServiceContext,
  values: DmcaValues,
  device: 'web' | 'mobile_web',
): Promise<{ id: number }> {
  const errors = validateDmca(values);
  if (Object.keys(errors).length > 0) {
    throw new ApiError(
      400,
      ErrorCode.InvalidValue,
      COPYRIGHT_MESSAGES.mandatory,
      'InvalidValue',
      errors as Record<string, string>,
    );
  }
  const id = await insertTicket(ctx.db, {
    requesterUserId: ctx.viewer?.id ?? null,
    requesterName: `${values.firstName.trim()} ${values.lastName.trim()}`,
    requesterEmail: values.email.trim(),
    ticketFormId: DMCA_TICKET_FORM_ID,
    reportType: DMCA_REPORT_TYPE,
    reason: DMCA_REASON,
    subject: DMCA_SUBJECT,
    comment: dmcaSummary(values),
    username: values.reportedUser.trim() || null,
    storyId: digits(values.storyId),
    reportedLocation: values.reportedUrls.split(/\s+/)[0] || null,
    customFields: [
      { id: 'language', value: values.language || 'English' },
      { id: 'device', value: device },
      { id: 'reason', value: DMCA_REASON },
      { id: 'report_kind', value: 'dmca' },
    ],
  });
  return { id };
}

/** `mobile_web` for a phone's browser, else `web` (the ticket's device field). */
export const deviceOf = (userAgent: string | undefined): 'web' | 'mobile_web' =>
  /Mobi|Android|iPhone|iPad/i.test(userAgent ?? '') ? 'mobile_web' : 'web';
