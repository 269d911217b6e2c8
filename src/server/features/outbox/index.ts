/** The outbox (mail) feature's public surface on the server (docs/architecture.md "Server features"). */
export { createMailer, type Mailer } from './mailer';
