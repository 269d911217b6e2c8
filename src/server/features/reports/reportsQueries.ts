/** The support tree and tickets in the database (migrations 20261122000430/431, 20261122000401). */
import type { Knex } from 'knex';
import { toBool } from '../../db/dates';
import type { SupportFlow, SupportItem, SupportItemType } from '../../../shared/reports/tree';

interface FlowRow {
  id: number;
  flow_id: number;
  title: string;
  ticket_form_id: number;
  ticket_subject: string;
}
interface ItemRow {
  flow_row_id: number;
  item_id: number;
  parent_item_id: number | null;
  title: string;
  subtitle: string;
  type: string;
  extras: string;
  zendesk_string: string;
  zendesk_fields: string;
  submittable: number | boolean;
  is_final: number | boolean;
  position: number;
}

const json = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

export async function languageHasTree(db: Knex, languageId: number): Promise<boolean> {
  return Boolean(await db('support_flows').where({ language_id: languageId }).first('id'));
}

/** A language's flows with their items as trees (ordered by position), flows by id. */
export async function loadFlows(db: Knex, languageId: number): Promise<SupportFlow[]> {
  const flows = (await db('support_flows')
    .where({ language_id: languageId })
    .orderBy('flow_id')
    .select('id', 'flow_id', 'title', 'ticket_form_id', 'ticket_subject')) as FlowRow[];
  if (flows.length === 0) return [];
  const rows = (await db('support_items')
    .whereIn(
      'flow_row_id',
      flows.map((f) => f.id),
    )
    .orderBy([{ column: 'flow_row_id' }, { column: 'position' }])
    .select()) as ItemRow[];
  return flows.map((f) => {
    const mine = rows.filter((r) => r.flow_row_id === f.id);
    const children = (parent: number | null): SupportItem[] =>
      mine
        .filter((r) => (r.parent_item_id ?? null) === parent)
        .map((r) => ({
          id: r.item_id,
          title: r.title,
          subtitle: r.subtitle,
          type: r.type as SupportItemType,
          next: children(r.item_id),
          extras: json(r.extras, {}),
          zendeskString: r.zendesk_string,
          zendeskFields: json(r.zendesk_fields, {}),
          submittable: toBool(r.submittable),
          isFinal: toBool(r.is_final),
        }));
    return {
      id: f.flow_id,
      title: f.title,
      ticketFormId: f.ticket_form_id,
      ticketSubject: f.ticket_subject,
      items: children(null),
    };
  });
}

export interface TicketRow {
  requester_user_id: number | null;
  requester_name: string;
  requester_email: string;
  ticket_form_id: number | null;
  report_type: string;
  reason: string;
  subject: string;
  comment: string;
  username: string | null;
  story_id: number | null;
  reported_name: string | null;
  reported_location: string | null;
  reported_body: string | null;
  deep_link: string | null;
  custom_fields: string;
  created_at: Date;
}

export async function insertTicket(db: Knex, row: TicketRow): Promise<number> {
  const [id] = (await db('support_tickets').insert(row)) as number[];
  return Number(id);
}

export async function userEmail(db: Knex, userId: number): Promise<string | null> {
  const row = (await db('users').where({ id: userId }).first('email')) as
    { email: string | null } | undefined;
  return row?.email ?? null;
}
