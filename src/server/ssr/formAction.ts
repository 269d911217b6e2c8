/**
 * The one way a form posted without JavaScript is answered: the handler parses the post (with
 * the feature's shared rules), calls its service, and says what happened — go on to another
 * address, or show the same page again with the errors and what was typed. The refusal is the
 * `forms/failed` action, dispatched into the request's store before the page renders through the
 * normal SSR path (`pageHandler`): the page's data still comes from its preload, the form's errors
 * from that one action, and its status from the page's `status` rule.
 */
import type { Request, RequestHandler, Response } from 'express';
import { formFailed, type FormFailure } from '../../shared/common/forms';

/** A parsed body with named fields (an object, not an array). */
const isFormBody = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

export type FormOutcome =
  /** Done: on to `to` (303 See Other unless the route has always answered 302). */
  | { redirect: string; status?: 302 | 303 }
  /** Refused: the same page again, with the errors. */
  | { failed: FormFailure };

/** `res.locals` key the page handler reads (the action it dispatches before rendering). */
export const FORM_FAILED_LOCAL = 'formFailed';

/** The failure a form-action handler left for the page handler (none on other requests). */
export const formFailureOf = (res: Response): ReturnType<typeof formFailed> | undefined =>
  res.locals[FORM_FAILED_LOCAL] as ReturnType<typeof formFailed> | undefined;

/** Renders the page of this URL again (the page handler) with the form's failure in its store. */
export async function renderFailedForm(
  req: Request,
  res: Response,
  renderPage: RequestHandler,
  failure: FormFailure,
): Promise<void> {
  res.locals[FORM_FAILED_LOCAL] = formFailed(failure);
  await new Promise<void>((resolve, reject) => {
    Promise.resolve(renderPage(req, res, (err?: unknown) => (err ? reject(err) : resolve()))).then(
      () => resolve(),
      reject,
    );
  });
}

/**
 * A form post's handler: `handle` answers what happened (or answers the response itself, as a
 * JSON client is answered, and returns nothing); this redirects, or re-renders the page with the
 * failure (`renderPage`: the SSR page handler, needed only by forms that can be refused).
 */
export function formAction(
  handle: (req: Request, res: Response) => Promise<FormOutcome | void> | FormOutcome | void,
  renderPage?: RequestHandler,
): RequestHandler {
  return async (req, res, next) => {
    // A form is a set of named fields: a JSON array, a string or `null` sent as the body is an
    // empty form (each feature then answers its own "fill in the fields" message, a 4xx).
    if (!isFormBody(req.body)) req.body = {};
    const outcome = await handle(req, res);
    if (!outcome) return;
    if ('redirect' in outcome) return res.redirect(outcome.status ?? 303, outcome.redirect);
    if (!renderPage)
      return next(new Error(`No page renderer for the refused form of ${outcome.failed.page}`));
    await renderFailedForm(req, res, renderPage, outcome.failed);
  };
}
