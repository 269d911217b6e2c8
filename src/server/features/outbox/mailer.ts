import nodemailer from 'nodemailer';
import type { Knex } from 'knex';
import { now } from '../../db/knex';

/** One email the app sends: always a text part, optionally HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail. Rejects when the message could not be handed over (SMTP down, DB error). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** `smtp` sends for real; `outbox` keeps the message in `outbox_messages` (see /dev/outbox). */
  readonly kind: 'smtp' | 'outbox';
}

/** Real delivery through nodemailer's SMTP transport (`SMTP_URL`, e.g. `smtps://user:pass@host`). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** No SMTP configured: the message is stored in the database so a person can open it at /dev/outbox. */
export function outboxMailer(db: Knex): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db('outbox_messages').insert({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        created_at: now(),
      });
    },
  };
}

export function createMailer(config: { smtpUrl: string | null; mailFrom: string }, db: Knex): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(db);
}
