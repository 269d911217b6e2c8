/**
 * What an email change does besides the change (issue 25 #9): every other session of the user
 * ends (as a password change ends them; this one goes on), and the OLD address is told, so a
 * stolen session that changed the address is noticed by its owner. A mail failure is logged.
 */
import type { Request } from 'express';
import { endOtherSessions } from '../../session/userSessions';
import type { SettingsDeps } from './settingsDeps';

export const emailChangedMail = (productName: string, next: string) => ({
  subject: `Your ${productName} email address was changed`,
  text:
    `The email address of your ${productName} account was changed to ${next}.\n\n` +
    'If you made this change, there is nothing to do. If you did not, reset your password ' +
    `from the log-in page and contact ${productName} support: someone else may be using your account.\n`,
});

/** Runs the change (`changeEmail`), then ends the other sessions and mails the previous address. */
export async function withEmailChange<T extends { userId: number; email: string }>(
  deps: SettingsDeps,
  req: Request,
  change: () => Promise<T>,
): Promise<T> {
  const { db, mailer, productName } = deps.recovery;
  const viewerId = deps.getContext(req).viewer?.id ?? 0;
  const before = (await db('users').where({ id: viewerId }).first('email')) as
    { email: string | null } | undefined;
  const done = await change();
  await endOtherSessions(db, req, done.userId);
  const previous = before?.email ?? '';
  if (previous && previous.toLowerCase() !== done.email.toLowerCase()) {
    try {
      await mailer.send({ to: previous, ...emailChangedMail(productName, done.email) });
    } catch (err) {
      req.log?.error({ err }, 'email-changed notice to the previous address could not be sent');
    }
  }
  return done;
}
