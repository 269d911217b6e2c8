import { escapeHtml } from './serialize';

/** A self-contained error page (no app state, no scripts) for failures outside the page renderer. */
export function errorPage(productName: string, status: number): string {
  const title = status === 403 ? 'This request was refused.' : "Hmmm... something's wrong.";
  const body =
    status === 403
      ? 'Your form expired or was sent from another site. Go back, reload the page and try again.'
      : 'We are having trouble right now. Please try again in a moment.';
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(productName)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:560px;margin:64px auto;padding:0 16px;text-align:center;color:#1c1b1a}a{color:#0e6e6d}</style></head>` +
    `<body><main><h1>${title}</h1><p>${body}</p><p><a href="/home">Go home</a></p></main></body></html>`
  );
}
