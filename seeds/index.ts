/**
 * Deterministic demo content (DESIGN.md §5): `seedDatabase(db, 'tiny' | 'demo' | 'bench')`.
 * Reference data (languages, genres) ships in migrations; this adds users, stories, parts, tags,
 * votes and reading positions with explicit ids. It refuses to seed a database that already has
 * users (`isSeeded`); `resetContent` empties the content tables first.
 */
import type { Knex } from 'knex';
import { seedBench } from './bench';
import { seedDemo } from './demo';
import { seedTiny } from './tiny';
import { seedCuration } from './curation';

export { resetContent, CONTENT_TABLES } from './reset';
export * from './fixtures';

export const SEED_SIZES = ['tiny', 'demo', 'bench'] as const;
export type SeedSize = (typeof SEED_SIZES)[number];

export interface SeedOptions {
  log?: (line: string) => void;
  /** The moment dates are relative to (default: now, whole seconds). */
  now?: Date;
}

export interface SeedResult {
  seeded: boolean;
  size: SeedSize;
  ms: number;
}

export function parseSeedSize(value: string | undefined, fallback: SeedSize = 'demo'): SeedSize {
  if (!value) return fallback;
  const v = value.trim().toLowerCase();
  if ((SEED_SIZES as readonly string[]).includes(v)) return v as SeedSize;
  throw new Error(`SEED_SIZE must be one of ${SEED_SIZES.join(', ')} (got "${value}")`);
}

/** True when the database already has accounts (seeded, or real users): seeding then does nothing. */
export async function isSeeded(db: Knex): Promise<boolean> {
  if (!(await db.schema.hasTable('users'))) return false;
  return Boolean(await db('users').first('id'));
}

export async function seedDatabase(
  db: Knex,
  size: SeedSize = 'demo',
  options: SeedOptions = {},
): Promise<SeedResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = Date.now();
  if (await isSeeded(db)) {
    log('seed: the database already has users; nothing to do (use --reset to start over)');
    return { seeded: false, size, ms: 0 };
  }
  const now = options.now ?? new Date(Math.floor(Date.now() / 1000) * 1000);
  if (size === 'tiny') await seedTiny(db, { now, log });
  else if (size === 'demo') await seedDemo(db, { now, log });
  else await seedBench(db, { now, log });
  log(`seed ${size}: ${await seedCuration(db, now)} featured lists of the curation profiles`);
  const ms = Date.now() - started;
  log(`seed ${size}: done in ${(ms / 1000).toFixed(1)} s`);
  return { seeded: true, size, ms };
}
