import { toApiError } from '../lib/legacyErrors';
import { clientErrorMessage } from '../security/bodies';
import { escapeHtml } from './serialize';

/** What a refused request (a 4xx) is answered with: its status and a sentence for a person. */
export interface Refusal {
  status: number;
  message: string;
}

/**
 * The 4xx an error stands for, or null for a failure of ours (issue 25 §8): a validation error
 * (zod) is a 400 with its message, body-parser's and the router's refusals (bad JSON, too large,
 * too deep, a malformed `%` escape) keep their status with a clear sentence.
 */
export function refusalOf(err: unknown): Refusal | null {
  const api = toApiError(err);
  if (api.status < 400 || api.status >= 500) return null;
  if (api.status === 403) return { status: 403, message: FORM_REFUSED };
  return { status: api.status, message: clientErrorMessage(api.status, err) ?? api.message };
}

const FORM_REFUSED =
  'Your form expired or was sent from another site. Go back, reload the page and try again.';

const TITLES: Record<number, string> = {
  403: 'This request was refused.',
  404: 'Page not found',
  413: 'This request is too large.',
  429: 'Too many requests.',
  431: 'This request is too large.',
};

/**
 * A self-contained error page (no app state, no scripts) for failures outside the page renderer.
 * `message`: what was wrong with the request (a 4xx); escaped here.
 */
export function errorPage(productName: string, status: number, message?: string): string {
  const title =
    TITLES[status] ??
    (status >= 400 && status < 500 ? 'This request could not be completed.' : "Hmmm... something's wrong.");
  const body =
    status === 403 && !message
      ? FORM_REFUSED
      : (message ??
        (status >= 500
          ? 'We are having trouble right now. Please try again in a moment.'
          : 'Please check the address or the form and try again.'));
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(productName)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:560px;margin:64px auto;padding:0 16px;text-align:center;color:#1c1b1a}a{color:#0e6e6d}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><p><a href="/home">Go home</a></p></main></body></html>`
  );
}
