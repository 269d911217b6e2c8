/** The report flow's rules, used by the modal, the `/report` page and the ticket route (§5). */
import { REPORTS_MESSAGES as M } from './messages';

export const REPORT_COMMENT_MAX = 2000;
export const REPORT_NAME_MAX = 100;
export const REPORT_EMAIL_MAX = 254;
/** Tickets per user (or per address, for visitors) and window (issue 27 point 10). */
export const REPORTS_PER_WINDOW = 5;
export const REPORT_WINDOW_MS = 10 * 60 * 1000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const contactErrors = (name: string, email: string): { name?: string; email?: string } => {
  const errors: { name?: string; email?: string } = {};
  if (!name.trim()) errors.name = M.nameRequired;
  if (!email.trim()) errors.email = M.emailRequired;
  else if (!EMAIL.test(email.trim()) || email.trim().length > REPORT_EMAIL_MAX) errors.email = M.emailInvalid;
  return errors;
};

/** The contact step's submit is enabled once both are filled and the email looks like one. */
export const contactValid = (name: string, email: string): boolean =>
  Object.keys(contactErrors(name, email)).length === 0;

/** The comment step: disabled while empty. */
export const commentValid = (comment: string): boolean =>
  comment.trim().length > 0 && comment.length <= REPORT_COMMENT_MAX;
