/** Configuration from the environment only, validated at start-up (DESIGN.md §8). */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  productName: string;
  databaseUrl: string | null;
  sqliteFile: string | null;
  redisUrl: string | null;
  sessionSecret: string;
  /** Public origin for absolute URLs; null = from the request (behind `trust proxy`). */
  publicUrl: string | null;
  /** Production without `publicUrl`: the Host names answered (others get 421; security/allowedHosts.ts). */
  allowedHosts: string[];
  trustProxy: string;
  seedSize: 'tiny' | 'demo' | 'bench';
  ssrBudgetMs: number;
  logLevel: string;
  bench: boolean;
  apiBase: string;
  /** `smtp://user:pass@host:587` (or `smtps://`): real mail; null → the app's outbox table. */
  smtpUrl: string | null;
  /** The From address of the app's mail. */
  mailFrom: string;
  /** `SUPPORT_EMAIL`: report tickets are mailed here too (they are always stored); null = stored only. */
  supportEmail: string | null;
  /** `/dev/outbox` is served when not in production, or when this is set (`DEV_OUTBOX=1`). */
  devOutbox: boolean;
  /** Google sign-in (one-tap): the OAuth client id ID tokens must be issued for; null = off. */
  googleClientId: string | null;
  /** Facebook log-in: app id and secret (both or neither); null = off. */
  facebookAppId: string | null;
  facebookAppSecret: string | null;
  /** SIGTERM: time to finish in-flight requests and close keep-alive connections. */
  shutdownTimeoutMs: number;
  /** MySQL: a query (and waiting for a pooled connection) fails after this; the request answers 503. */
  dbTimeoutMs: number;
  /** Bearer token that opens `/metrics`; null = `/metrics` is not served. */
  metricsToken: string | null;
  /** A signed-in session ends this long after its sign-in, however active (the cookie's 30 days slide). */
  sessionAbsoluteMs: number;
  /** `MESSAGING_ENDS_AT` (ISO time): private messaging's end (inbox); null = messaging stays on. */
  messagingEndsAt: Date | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const DEV_SECRET = 'storyloom-development-secret-change-me';

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const str = (k: string) => (env[k] === undefined || env[k] === '' ? undefined : env[k]);
  const int = (k: string, def: number, min: number, max: number): number => {
    const v = str(k);
    if (v === undefined) return def;
    const n = Number(v);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${k} must be a whole number from ${min} to ${max} (got "${v}")`);
      return def;
    }
    return n;
  };
  const oneOf = <T extends string>(k: string, values: readonly T[], def: T): T => {
    const v = str(k);
    if (v === undefined) return def;
    if (!(values as readonly string[]).includes(v)) {
      problems.push(`${k} must be one of ${values.join(', ')} (got "${v}")`);
      return def;
    }
    return v as T;
  };
  const url = (k: string, protocols: string[]): string | null => {
    const v = str(k);
    if (v === undefined) return null;
    try {
      const u = new URL(v);
      if (!protocols.includes(u.protocol)) throw new Error();
      return v;
    } catch {
      problems.push(`${k} must be a ${protocols.map((p) => p + '//…').join(' or ')} URL (got "${v}")`);
      return null;
    }
  };

  const flag = (k: string): boolean => {
    const v = str(k);
    if (v === undefined || v === '0') return false;
    if (v === '1') return true;
    problems.push(`${k} must be 1 or 0 (got "${v}")`);
    return false;
  };

  const nodeEnv = oneOf('NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const sessionSecret = str('SESSION_SECRET') ?? DEV_SECRET;
  if (sessionSecret.length < 16) problems.push('SESSION_SECRET must be at least 16 characters');
  const publicUrl = url('PUBLIC_URL', ['http:', 'https:']);

  const config: Config = {
    nodeEnv,
    port: int('PORT', 3000, 0, 65535),
    host: str('HOST') ?? '0.0.0.0',
    productName: str('PRODUCT_NAME') ?? 'Storyloom',
    databaseUrl: url('DATABASE_URL', ['mysql:', 'mariadb:']),
    sqliteFile: str('SQLITE_FILE') ?? null,
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    sessionSecret,
    publicUrl: publicUrl ? publicUrl.replace(/\/+$/, '') : null,
    allowedHosts: (str('ALLOWED_HOSTS') ?? 'localhost,127.0.0.1,[::1]')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: str('TRUST_PROXY') ?? 'loopback, linklocal, uniquelocal',
    seedSize: oneOf('SEED_SIZE', ['tiny', 'demo', 'bench'] as const, 'demo'),
    ssrBudgetMs: int('SSR_BUDGET_MS', 3000, 50, 60000),
    logLevel: oneOf(
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const,
      'info',
    ),
    bench: str('BENCH') === '1',
    apiBase: (str('API_BASE') ?? '').replace(/\/+$/, ''),
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: mailFrom(str('MAIL_FROM'), str('PRODUCT_NAME') ?? 'Storyloom', problems),
    supportEmail: supportEmail(str('SUPPORT_EMAIL'), problems),
    devOutbox: flag('DEV_OUTBOX') || nodeEnv !== 'production',
    ...socialConfig(str, problems),
    shutdownTimeoutMs: int('SHUTDOWN_TIMEOUT_MS', 10_000, 1000, 120_000),
    dbTimeoutMs: int('DB_TIMEOUT_MS', 1500, 100, 600_000),
    metricsToken: str('METRICS_TOKEN') ?? null,
    sessionAbsoluteMs: int('SESSION_ABSOLUTE_DAYS', 90, 1, 3650) * 24 * 3600 * 1000,
    messagingEndsAt: isoTime('MESSAGING_ENDS_AT', str('MESSAGING_ENDS_AT'), problems),
  };
  if (config.metricsToken !== null && config.metricsToken.length < 16)
    problems.push('METRICS_TOKEN must be at least 16 characters');
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** GOOGLE_CLIENT_ID, FACEBOOK_APP_ID + FACEBOOK_APP_SECRET (social sign-in; unset = off). */
function socialConfig(
  str: (k: string) => string | undefined,
  problems: string[],
): Pick<Config, 'googleClientId' | 'facebookAppId' | 'facebookAppSecret'> {
  const googleClientId = str('GOOGLE_CLIENT_ID') ?? null;
  if (googleClientId && !/^[\w.-]+\.apps\.googleusercontent\.com$/.test(googleClientId))
    problems.push(
      `GOOGLE_CLIENT_ID must look like "1234-abc.apps.googleusercontent.com" (got "${googleClientId}")`,
    );
  const facebookAppId = str('FACEBOOK_APP_ID') ?? null;
  const facebookAppSecret = str('FACEBOOK_APP_SECRET') ?? null;
  if (facebookAppId && !/^\d{1,32}$/.test(facebookAppId))
    problems.push(`FACEBOOK_APP_ID must be the app's number (got "${facebookAppId}")`);
  if (Boolean(facebookAppId) !== Boolean(facebookAppSecret))
    problems.push('FACEBOOK_APP_ID and FACEBOOK_APP_SECRET must be set together');
  return { googleClientId, facebookAppId, facebookAppSecret };
}

/** `MAIL_FROM`: `name@host` or `Name <name@host>`; default `{product} <no-reply@localhost>`. */
function mailFrom(value: string | undefined, product: string, problems: string[]): string {
  if (value === undefined) return `${product} <no-reply@localhost>`;
  if (!/^(?:[^<>@\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/.test(value.trim())) {
    problems.push(`MAIL_FROM must be an address like "Storyloom <no-reply@example.com>" (got "${value}")`);
  }
  return value.trim();
}

/** `SUPPORT_EMAIL`: a plain address (`support@example.com`); unset = tickets are only stored. */
function supportEmail(value: string | undefined, problems: string[]): string | null {
  if (value === undefined) return null;
  if (!/^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$/.test(value.trim()))
    problems.push(`SUPPORT_EMAIL must be an address like "support@example.com" (got "${value}")`);
  return value.trim();
}

export const usesDevSecret = (c: Config): boolean => c.sessionSecret === DEV_SECRET;

/** An ISO date-time setting (`MESSAGING_ENDS_AT`), or null when unset. */
function isoTime(k: string, v: string | undefined, problems: string[]): Date | null {
  if (v === undefined) return null;
  const at = new Date(v);
  if (!/^\d{4}-\d{2}-\d{2}/.test(v) || Number.isNaN(at.getTime())) {
    problems.push(`${k} must be an ISO date-time such as 2024-05-06T00:00:00Z (got "${v}")`);
    return null;
  }
  return at;
}
