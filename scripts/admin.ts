/**
 * `npm run admin -- <username>`: makes an existing user a system administrator.
 * `npm run admin -- <username> --create --email a@example.com --password '…'`: creates the account
 * first if it does not exist.
 * `npm run admin -- close <username> <reason>`: closes an account with one of the spec's
 * close-account reasons (soft close: sessions end, stories and profile hidden).
 * Uses DATABASE_URL (the SQLite file when unset); migrates first.
 */
import { parseArgs } from 'node:util';
import { createDb } from '../src/server/db/knex';
import { createKvCache } from '../src/server/lib/kvCache';
import { createLogger } from '../src/server/logger';
import { createRedis } from '../src/server/redis';
import { migrateLatest } from '../src/server/db/migrate';
import { makeAdmin } from '../src/server/features/accounts/admin';
import { closeAsAdmin } from '../src/server/features/privacy/adminClose';
import { CLOSE_REASONS } from '../src/shared/privacy/accountValidation';

const USAGE = [
  'Usage: npm run admin -- <username> [--create --email <email> --password <password>]',
  `       npm run admin -- close <username> <reason>   (reason: ${CLOSE_REASONS.join(', ')})`,
].join('\n');

async function close(username: string | undefined, reason: string | undefined): Promise<void> {
  if (!username || !reason) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const db = createDb(process.env.DATABASE_URL);
  // With REDIS_URL, running servers drop their cached copies of the account's pages at once.
  const redis = process.env.REDIS_URL ? createRedis(process.env.REDIS_URL, createLogger('warn')) : null;
  try {
    await migrateLatest(db);
    const result = await closeAsAdmin(db, { username, reason }, redis ? createKvCache(redis) : undefined);
    if (!result.ok) {
      console.error(result.error);
      process.exitCode = 1;
      return;
    }
    console.log(`closed ${username} (id ${result.userId}) for ${reason}`);
  } finally {
    redis?.disconnect();
    await db.destroy();
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      create: { type: 'boolean' },
      email: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const { help, ...options } = values;
  if (help) {
    console.log(USAGE);
    return;
  }
  if (positionals[0] === 'close') return close(positionals[1], positionals[2]);
  const username = positionals[0];
  if (!username) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const db = createDb(process.env.DATABASE_URL);
  try {
    await migrateLatest(db);
    const result = await makeAdmin(db, { username, ...options });
    if (!result.ok) {
      console.error(result.error);
      process.exitCode = 1;
      return;
    }
    console.log(
      `${result.created ? 'created' : 'promoted'} ${username} (id ${result.userId}) as an administrator`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
