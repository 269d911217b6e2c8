import type { ReportsApi } from '../../../shared/reports';
import {
  reportPaths,
  type SupportTicketInput,
  type SupportTicketAnswer,
  type SupportTree,
} from '../../../shared/reports/tree';
import { request } from '../../api/request';

/** The ticket as the spec's form data (§7): `requester[name]`, …, `custom_fields` as JSON text. */
export function ticketForm(t: SupportTicketInput): URLSearchParams {
  const f = new URLSearchParams();
  f.set('requester[name]', t.requester.name);
  f.set('requester[email]', t.requester.email);
  f.set('comment', t.comment);
  f.set('ticket_form_id', String(t.ticket_form_id));
  if (t.username) f.set('username', t.username);
  f.set('reportType', t.reportType);
  f.set('reason', t.reason);
  f.set('subject', t.subject);
  f.set('custom_fields', JSON.stringify(t.custom_fields));
  if (t.id !== undefined) f.set('id', String(t.id));
  if (t.reportId) {
    for (const [k, v] of Object.entries(t.reportId)) if (v) f.set(`reportId[${k}]`, v);
  }
  return f;
}

/** The report flow's calls over HTTP (accounts-safety-messaging §7). */
export function createReportsHttpApi(base: string): ReportsApi {
  return {
    tree: (languageId) => request<SupportTree>(base, reportPaths.tree(languageId)),
    postTicket: (ticket, csrfToken) =>
      request<SupportTicketAnswer>(base, reportPaths.tickets, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
          ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}),
        },
        body: ticketForm(ticket).toString(),
      }),
  };
}
