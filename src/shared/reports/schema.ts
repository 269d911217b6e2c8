/**
 * Zod schemas of the reports' API edge (server only). The ticket arrives as form data (the spec's
 * `requester[name]`, flat keys, `custom_fields` as JSON text or `custom_fields[0][id]`) or as JSON;
 * `ticketFields` folds both into one object before the schema reads it.
 */
import { z } from 'zod';
import { REPORTS_MESSAGES as M } from './messages';
import { REPORT_COMMENT_MAX, REPORT_EMAIL_MAX, REPORT_NAME_MAX } from './validation';

export const treeQuery = z.object({
  lang: z.coerce
    .number({ error: 'lang must be a language id' })
    .int('lang must be a language id')
    .min(1, 'lang must be a language id')
    .max(10_000, 'lang must be a language id')
    .optional(),
});

const text = (max: number, message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v))
    .pipe(z.string().max(max, message));

const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

export const ticketBody = z.object({
  requester: z
    .object({
      name: text(REPORT_NAME_MAX, M.nameRequired).optional(),
      email: text(REPORT_EMAIL_MAX, M.emailInvalid).optional(),
    })
    .optional(),
  comment: text(REPORT_COMMENT_MAX, M.commentTooLong(REPORT_COMMENT_MAX))
    .transform((v) => v.trim())
    .pipe(z.string().min(1, M.commentRequired)),
  ticket_form_id: positiveId('ticket_form_id must be a ticket form id'),
  username: text(40, 'username is too long').optional(),
  reportType: z.string({ error: M.unknownFlow }).regex(/^[a-z_]{1,40}$/, M.unknownFlow),
  reason: text(100, 'reason is too long').optional().default(''),
  subject: text(200, 'subject is too long').optional().default(''),
  custom_fields: z
    .array(
      z.object({ id: positiveId('custom_fields need an id'), value: text(200, 'custom field too long') }),
      {
        error: 'custom_fields must be a list of id and value',
      },
    )
    .max(20, 'custom_fields has too many fields')
    .optional()
    .default([]),
  id: positiveId('id must be a story id').optional(),
  reportId: z
    .object({
      name: text(200, 'reportId.name is too long').optional(),
      location: text(500, 'reportId.location is too long').optional(),
      body: text(5000, 'reportId.body is too long').optional(),
      deepLink: text(500, 'reportId.deepLink is too long').optional(),
    })
    .optional(),
});
export type TicketBody = z.infer<typeof ticketBody>;

type Fields = Record<string, unknown>;

/** `a[b]` / `a[0][b]` keys of a flat form into objects and lists; JSON bodies pass unchanged. */
export function ticketFields(body: unknown): Fields {
  const src = (body && typeof body === 'object' ? body : {}) as Fields;
  const out: Fields = {};
  for (const [key, value] of Object.entries(src)) {
    const m = /^(\w+)((?:\[\w*\])+)$/.exec(key);
    if (!m) {
      out[key] = value;
      continue;
    }
    const path = [m[1], ...m[2].slice(1, -1).split('][')];
    let node = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
        node = node[part] as Fields;
      }
    });
  }
  const cf = out.custom_fields;
  if (typeof cf === 'string') {
    try {
      out.custom_fields = JSON.parse(cf) as unknown;
    } catch {
      // left as text: the schema answers 400
    }
  } else if (cf && typeof cf === 'object' && !Array.isArray(cf)) {
    out.custom_fields = Object.values(cf as Fields);
  }
  if (out.id === '') delete out.id;
  if (out.username === '') delete out.username;
  return out;
}
