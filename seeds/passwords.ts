import argon2 from 'argon2';

/** Default passwords of seeded accounts (demo data only; never real credentials). */
export const DEFAULT_ADMIN_PASSWORD = 'storyloom-admin';
export const DEMO_PASSWORD = 'storyloom-demo';

const cache = new Map<string, Promise<string>>();

/** argon2id hash, computed once per password per process (every seeded writer shares one hash). */
export function hashPassword(password: string): Promise<string> {
  let hash = cache.get(password);
  if (!hash) {
    hash = argon2.hash(password, { type: argon2.argon2id });
    cache.set(password, hash);
  }
  return hash;
}
