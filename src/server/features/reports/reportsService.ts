/**
 * The report flow's rules: the support tree of a language (a language without its own falls back
 * to 1), and tickets: a signed-in reporter's requester is their account (whatever the form says),
 * a visitor's is the contact step's name and email; one limit per user or address; stored, then
 * mailed to the support address when one is configured (a mail failure never loses the ticket).
 */
import type { Logger } from '../../logger';
import type { ServiceContext } from '../../context';
import { now } from '../../db/dates';
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import type { SupportFlow, SupportTicketAnswer } from '../../../shared/reports/tree';
import { REPORTS_MESSAGES as M } from '../../../shared/reports/messages';
import type { TicketBody } from '../../../shared/reports/schema';
import { contactErrors } from '../../../shared/reports/validation';
import type { Mailer } from '../outbox';
import type { ReportLimits } from './limits';
import { insertTicket, languageHasTree, loadFlows, userEmail } from './reportsQueries';

export const DEFAULT_TREE_LANGUAGE = 1;

export async function supportTree(
  ctx: ServiceContext,
  languageId?: number,
): Promise<{ flows: SupportFlow[] }> {
  const asked = languageId ?? ctx.viewer?.languageId ?? ctx.languageId ?? DEFAULT_TREE_LANGUAGE;
  const lang = (await languageHasTree(ctx.db, asked)) ? asked : DEFAULT_TREE_LANGUAGE;
  return { flows: await loadFlows(ctx.db, lang) };
}

export interface TicketDeps {
  limits: ReportLimits;
  mailer: Mailer;
  /** `SUPPORT_EMAIL`; null: tickets are only stored. */
  supportEmail: string | null;
  productName: string;
  log?: Logger;
  /** The request's address (a visitor's limit key). */
  ip: string;
}

async function requesterOf(ctx: ServiceContext, body: TicketBody): Promise<{ name: string; email: string }> {
  if (ctx.viewer) {
    const email = (await userEmail(ctx.db, ctx.viewer.id)) ?? '';
    return { name: ctx.viewer.name || ctx.viewer.username, email };
  }
  const name = (body.requester?.name ?? '').trim();
  const email = (body.requester?.email ?? '').trim();
  const errors = contactErrors(name, email);
  const first = errors.name ?? errors.email;
  if (first)
    throw new ApiError(400, ErrorCode.InvalidValue, first, 'InvalidValue', errors as Record<string, string>);
  return { name, email };
}

function ticketMail(
  id: number,
  body: TicketBody,
  requester: { name: string; email: string },
  deps: TicketDeps,
) {
  const lines = [
    `Ticket #${id}: ${body.subject || body.reportType}`,
    `From: ${requester.name} <${requester.email}>`,
    `Report type: ${body.reportType}`,
    `Reason: ${body.reason}`,
    body.username ? `Reported user: ${body.username}` : null,
    body.id ? `Story id: ${body.id}` : null,
    body.reportId?.location ? `Where: ${body.reportId.location}` : null,
    `Custom fields: ${body.custom_fields.map((f) => `${f.id}=${f.value}`).join(', ')}`,
    '',
    body.comment,
  ].filter((l): l is string => l !== null);
  return {
    to: deps.supportEmail ?? '',
    subject: `[${deps.productName} support] ${body.subject || 'Report'} #${id}`,
    text: lines.join('\n'),
  };
}

export async function postTicket(
  ctx: ServiceContext,
  body: TicketBody,
  deps: TicketDeps,
): Promise<SupportTicketAnswer> {
  const requester = await requesterOf(ctx, body);
  await deps.limits.hit(ctx.viewer ? `u${ctx.viewer.id}` : `ip:${deps.ip}`);
  if (!body.comment) throw new ApiError(400, ErrorCode.InvalidValue, M.commentRequired, 'InvalidValue');
  const id = await insertTicket(ctx.db, {
    requester_user_id: ctx.viewer?.id ?? null,
    requester_name: requester.name,
    requester_email: requester.email,
    ticket_form_id: body.ticket_form_id,
    report_type: body.reportType,
    reason: body.reason,
    subject: body.subject,
    comment: body.comment,
    username: body.username ?? null,
    story_id: body.id ?? null,
    reported_name: body.reportId?.name ?? null,
    reported_location: body.reportId?.location ?? null,
    reported_body: body.reportId?.body ?? null,
    deep_link: body.reportId?.deepLink ?? null,
    custom_fields: JSON.stringify(body.custom_fields),
    created_at: now(),
  });
  if (deps.supportEmail) {
    try {
      await deps.mailer.send(ticketMail(id, body, requester, deps));
    } catch (err) {
      deps.log?.error({ err, ticketId: id }, 'support ticket could not be mailed');
    }
  }
  return { id };
}
