import { Redis } from 'ioredis';

/**
 * Deletes keys matching `patterns` on the test Redis (REDIS_URL), so rate-limit counters and cached
 * flags from an earlier run do not leak into this one. Does nothing without REDIS_URL.
 */
export async function clearTestRedis(patterns: string[]): Promise<void> {
  const url = process.env.REDIS_URL;
  if (!url) return;
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for (const pattern of patterns) {
      const keys = await redis.keys(pattern);
      if (keys.length) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}
