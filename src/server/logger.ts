import pino, { type DestinationStream, type Logger } from 'pino';
import { REDACT_PATHS, REDACTED } from './security/redact';

/**
 * Structured logs (pino); one child per request carries its id (see app.ts). Secrets are redacted
 * (`security/redact.ts`). `destination`: where the lines go (stdout by default; tests read them).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'storyloom' },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
  };
  return destination ? pino(options, destination) : pino(options);
}
export type { Logger };
