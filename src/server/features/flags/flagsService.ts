import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { toBool } from '../../db/knex';

export interface FlagRow {
  name: string;
  enabled: boolean;
  rolloutPercent: number;
  testGroup: string | null;
}

export const FLAGS_TTL_SECONDS = 60;
export const PLATFORMS = ['web', 'mobile_web', 'android', 'ios'] as const;

/** Where the platform's flag rows are cached: Redis when configured (shared), else in-process. */
export interface FlagsCache {
  get(platform: string): Promise<FlagRow[] | undefined>;
  set(platform: string, rows: FlagRow[]): Promise<void>;
}

export function memoryFlagsCache(ttlMs = FLAGS_TTL_SECONDS * 1000, clock = () => Date.now()): FlagsCache {
  const entries = new Map<string, { rows: FlagRow[]; expires: number }>();
  return {
    async get(platform) {
      const hit = entries.get(platform);
      return hit && hit.expires > clock() ? hit.rows : undefined;
    },
    async set(platform, rows) {
      entries.set(platform, { rows, expires: clock() + ttlMs });
    },
  };
}

/** Redis cache; a Redis failure is a miss (read) or ignored (write), never an error. */
export function redisFlagsCache(redis: Redis, ttlSeconds = FLAGS_TTL_SECONDS): FlagsCache {
  const key = (platform: string) => `flags:v1:${platform}`;
  return {
    async get(platform) {
      const json = await redis.get(key(platform)).catch(() => null);
      return json ? (JSON.parse(json) as FlagRow[]) : undefined;
    },
    async set(platform, rows) {
      await redis.set(key(platform), JSON.stringify(rows), 'EX', ttlSeconds).catch(() => undefined);
    },
  };
}

interface Row {
  name: string;
  enabled: number | boolean;
  rollout_percent: number;
  test_group: string | null;
}

export async function loadFlagRows(db: Knex, platform: string): Promise<FlagRow[]> {
  const rows = (await db('feature_flags')
    .where({ platform })
    .orderBy('name')
    .select('name', 'enabled', 'rollout_percent', 'test_group')) as Row[];
  return rows.map((r) => ({
    name: r.name,
    enabled: toBool(r.enabled),
    rolloutPercent: Number(r.rollout_percent),
    testGroup: r.test_group,
  }));
}

/** The user's stable bucket 0–99 in a test group (the same user stays in or out across requests). */
export function bucketOf(userId: number, group: string): number {
  return createHash('sha256').update(`${group}:${userId}`).digest().readUInt32BE(0) % 100;
}

/** Flags of one user (or a visitor: only fully rolled-out flags) as `{name: boolean}`. */
export function evaluateFlags(rows: readonly FlagRow[], userId: number | null): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const f of rows) {
    const inRollout =
      f.rolloutPercent >= 100 ||
      (userId !== null && bucketOf(userId, f.testGroup ?? f.name) < f.rolloutPercent);
    out[f.name] = f.enabled && inRollout;
  }
  return out;
}

/** The platform's flags through the cache; throws when neither cache nor database answers. */
export async function getFlags(
  db: Knex,
  cache: FlagsCache,
  platform: string,
  userId: number | null,
): Promise<Record<string, boolean>> {
  let rows = await cache.get(platform);
  if (!rows) {
    rows = await loadFlagRows(db, platform);
    await cache.set(platform, rows);
  }
  return evaluateFlags(rows, userId);
}
