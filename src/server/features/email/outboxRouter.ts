import { Router, type Response } from 'express';
import type { Knex } from 'knex';
import { parseId } from '../../lib/http';
import { getOutboxMessage, listOutbox, type OutboxMessage } from './outboxQueries';

const esc = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Plain text with every http(s) URL made a clickable link (everything escaped). */
export function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${esc(part)}">${esc(part)}</a>` : esc(part)))
    .join('');
}

function page(res: Response, title: string, body: string): void {
  res
    .status(200)
    .type('html')
    .set('Cache-Control', 'no-store')
    .set('X-Robots-Tag', 'noindex')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>` +
        `<style>body{font:16px/1.5 system-ui,sans-serif;max-width:760px;margin:0 auto;padding:16px;color:#1a1a1a}` +
        `table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:6px 4px;border-bottom:1px solid #ddd;vertical-align:top}` +
        `pre{white-space:pre-wrap;word-break:break-word;background:#f6f6f6;padding:12px;border-radius:4px}a{color:#0a58ca}</style>` +
        `</head><body><main>${body}</main></body></html>`,
    );
}

const when = (m: OutboxMessage) => m.createdAt.toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

/**
 * `/dev/outbox`: the mail the app kept instead of sending (no SMTP_URL), so a person can click the
 * links. Mounted only when `config.devOutbox` (not production, or DEV_OUTBOX=1); otherwise the
 * paths fall through to the page renderer's 404.
 */
export function createOutboxRouter(db: Knex): Router {
  const r = Router();
  r.get('/dev/outbox', async (_req, res) => {
    const messages = await listOutbox(db);
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${esc(when(m))}</td><td>${esc(m.to)}</td>` +
          `<td><a href="/dev/outbox/${m.id}">${esc(m.subject)}</a></td></tr>`,
      )
      .join('');
    page(
      res,
      'Outbox',
      `<h1>Outbox</h1><p>Mail the app would have sent (no SMTP_URL is configured). Newest first.</p>` +
        (messages.length
          ? `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
          : '<p>No messages yet.</p>'),
    );
  });
  r.get('/dev/outbox/:id', async (req, res, next) => {
    const id = parseId(req.params.id);
    const m = id ? await getOutboxMessage(db, id) : null;
    if (!m) return next();
    page(
      res,
      m.subject,
      `<p><a href="/dev/outbox">← Outbox</a></p><h1>${esc(m.subject)}</h1>` +
        `<p>To: ${esc(m.to)}<br>Sent: ${esc(when(m))}</p><pre>${linkify(m.text)}</pre>`,
    );
  });
  return r;
}
