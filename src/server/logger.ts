import pino, { type Logger } from 'pino';

/** Structured logs (pino); one child per request carries its id (see app.ts). */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'storyloom' },
    redact: ['req.headers.cookie', 'req.headers.authorization'],
  });
}
export type { Logger };
