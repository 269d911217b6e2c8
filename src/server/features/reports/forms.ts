/**
 * The report flow without JavaScript (src/shared/reports/routes.ts): `POST /report` posts the final
 * step's ticket through the one form-action helper. Done: 303 to the thank-you
 * (`/report?…&sent=1`). Refused (contact rules, empty comment, too many reports, a path not in the
 * tree): the report page again with the fields kept and the reason.
 */
import { Router, type RequestHandler } from 'express';
import { ZodError } from 'zod';
import { isApiError } from '../../../shared/common/errors';
import { REPORT_FLOW_IDS } from '../../../shared/reports/api';
import { REPORTS_MESSAGES as M } from '../../../shared/reports/messages';
import { parseReportQuery, REPORT_POST_PATH, reportUrl } from '../../../shared/reports/routes';
import { ticketBody, ticketFields } from '../../../shared/reports/schema';
import { itemsAlong } from '../../../shared/reports/steps';
import { TICKET_FIELD_IDS } from '../../../shared/reports/tree';
import type { ContextFactory } from '../../lib/http';
import { formAction, type FormOutcome } from '../../ssr/formAction';
import { postTicket, supportTree, type TicketDeps } from './reportsService';

type Fields = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export function createReportFormsRouter(
  getContext: ContextFactory,
  deps: Omit<TicketDeps, 'ip'>,
  renderPage: RequestHandler,
): Router {
  const router = Router();
  router.post(
    REPORT_POST_PATH,
    formAction(async (req): Promise<FormOutcome> => {
      const fields = ticketFields(req.body) as Fields;
      const query: Record<string, string | undefined> = {};
      for (const k of [
        'type',
        'username',
        'storyId',
        'partId',
        'storyLanguageId',
        'name',
        'location',
        'deepLink',
        'path',
      ])
        query[k] = str(fields[k]);
      const { target, path } = parseReportQuery(query);
      const requester = (fields.requester ?? {}) as Fields;
      const values = {
        comment: str(fields.comment) ?? '',
        'requester[name]': str(requester.name) ?? '',
        'requester[email]': str(requester.email) ?? '',
      };
      // The page again, at this step (the post's own address names no page).
      req.url = target ? reportUrl(target, { path }) : REPORT_POST_PATH;
      const refused = (
        status: number,
        message: string,
        fieldErrors: Record<string, string> = {},
      ): FormOutcome => ({
        failed: { page: 'report', values, fieldErrors, message, status },
      });
      if (!target) return refused(400, M.unknownFlow);
      const ctx = getContext(req);
      const { flows } = await supportTree(ctx);
      const flow = flows.find((f) => f.id === REPORT_FLOW_IDS[target.reportType]);
      const item = flow ? itemsAlong(flow, path, target.username)?.at(-1) : undefined;
      if (!flow || !item || !item.submittable) return refused(400, M.chooseOne);
      try {
        const body = ticketBody.parse({
          requester: { name: values['requester[name]'], email: values['requester[email]'] },
          comment: values.comment,
          ticket_form_id: flow.ticketFormId,
          username: target.username,
          reportType: target.reportType,
          reason: item.zendeskString,
          subject: flow.ticketSubject,
          id: target.reportType === 'story' ? target.storyId : undefined,
          custom_fields: [
            { id: TICKET_FIELD_IDS.storyLanguage, value: String(target.storyLanguageId ?? '') },
            {
              id: TICKET_FIELD_IDS.interfaceLanguage,
              value: String(ctx.viewer?.languageId ?? ctx.languageId ?? 1),
            },
            {
              id: TICKET_FIELD_IDS.device,
              value: /Mobi/i.test(req.get('user-agent') ?? '') ? 'mobile_web' : 'web',
            },
          ],
          reportId: target.reportId,
        });
        await postTicket(ctx, body, { ...deps, ip: req.ip ?? 'unknown' });
      } catch (err) {
        if (isApiError(err) && err.status >= 400 && err.status < 500)
          return refused(err.status, err.message, err.fieldErrors ?? {});
        if (err instanceof ZodError) {
          const issue = err.issues[0];
          const field: Record<string, string> =
            issue?.path[0] === 'comment' ? { comment: issue.message } : {};
          return refused(400, issue?.message ?? M.badRequest, field);
        }
        throw err;
      }
      return { redirect: reportUrl(target, { path, sent: true }) };
    }, renderPage),
  );
  return router;
}
