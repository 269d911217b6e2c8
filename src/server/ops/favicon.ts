import type { RequestHandler } from 'express';

/** The site icon: the brand accent with a woven "S" (served by us; no static folder needed). */
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0e6e6d"/>' +
  '<path d="M44 18c-4-3-9-4-14-3-6 1-10 5-9 10 1 4 5 6 11 7 7 2 11 4 11 9 0 5-5 8-11 8-5 0-9-1-13-4" ' +
  'fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/></svg>';

export const favicon: RequestHandler = (_req, res) => {
  res.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400').send(FAVICON_SVG);
};
