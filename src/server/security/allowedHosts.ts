/**
 * Unknown `Host` headers (issue 25 §10). Without `PUBLIC_URL` the app builds absolute URLs (story
 * and part links, avatars, next-page links) from the request's Host, and visitors' pages and data
 * are cached. In production without `PUBLIC_URL` a request for a host not in `ALLOWED_HOSTS` is
 * refused (421 Misdirected Request) before anything renders, so a forged Host never reaches a
 * page, a cache or a link. With `PUBLIC_URL` set the Host is never used; in development and
 * tests every host is answered (the caches also key on the origin, so nothing crosses hosts).
 */
import type { RequestHandler } from 'express';
import type { Config } from '../config';

export const UNKNOWN_HOST_MESSAGE =
  'This server does not answer for this host name. Set PUBLIC_URL, or add the host to ALLOWED_HOSTS.';

/** The host name of a Host header, lower-case, without the port (`[::1]` keeps its brackets). */
export function hostName(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d*$/, '');
}

/** Refuses unknown hosts when the app takes its origin from the request in production. */
export function allowedHostsOnly(
  config: Pick<Config, 'nodeEnv' | 'publicUrl' | 'allowedHosts'>,
): RequestHandler {
  const allowed = new Set(config.allowedHosts.map((h) => h.trim().toLowerCase()));
  return (req, res, next) => {
    if (config.nodeEnv !== 'production' || config.publicUrl) return next();
    const host = req.get('host');
    if (host === undefined || allowed.has(host.toLowerCase()) || allowed.has(hostName(host))) return next();
    res.status(421).set('Cache-Control', 'no-store');
    if (req.accepts(['html', 'json']) === 'json') res.json({ code: 421, message: UNKNOWN_HOST_MESSAGE });
    else res.type('text/plain').send(UNKNOWN_HOST_MESSAGE);
  };
}
