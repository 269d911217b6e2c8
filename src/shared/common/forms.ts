import { createAction } from '@reduxjs/toolkit';

/**
 * A form posted without JavaScript that the server refused. The server's one form-action helper
 * (`src/server/ssr/formAction.ts`) dispatches it into the request's store before the page renders
 * (the same page, through the normal SSR path); the slice of the page's feature keeps it for its
 * form to show the errors and what was typed.
 */
export interface FormFailure {
  /** The page (a `PageKey`) the form is on, re-rendered with the errors. */
  page: string;
  /** Which form of the page, when it has several (settings: 'email', 'password', …). */
  form?: string;
  /** What the person typed (never a password). */
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  /** The form-level alert, if any. */
  message: string | null;
  /** HTTP status of the re-rendered page (400 invalid, 401 wrong password, 429 too many attempts). */
  status: number;
}

export const formFailed = createAction<FormFailure>('forms/failed');
