/**
 * `npm run admin -- <username>`: makes an existing user a system administrator.
 * `npm run admin -- <username> --create --email a@example.com --password '…'`: creates the account
 * first if it does not exist.
 * `npm run admin -- close <username> <reason>`: closes an account with one of the spec's
 * close-account reasons (soft close: sessions end, stories and profile hidden).
 * `npm run admin -- flag-image <username> <image_url> [reason]`: flags an image of that user's as
 * unsafe (its owner sees the flagged label and may appeal; everyone else a placeholder).
 * `npm run admin -- resolve-appeal <image_url> [--unflag]`: records the team's decision on an appeal.
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
import { resolveAppeal, unflag, upsertFlag } from '../src/server/features/imageAppeal';
import { CLOSE_REASONS } from '../src/shared/privacy/accountValidation';

const USAGE = [
  'Usage: npm run admin -- <username> [--create --email <email> --password <password>]',
  `       npm run admin -- close <username> <reason>   (reason: ${CLOSE_REASONS.join(', ')})`,
  '       npm run admin -- flag-image <username> <image_url> [reason]',
  '       npm run admin -- resolve-appeal <image_url> [--unflag]',
].join('\n');

/** Image moderation from the command line: flag an image, or resolve its appeal. */
async function imageModeration(args: string[], doUnflag: boolean): Promise<void> {
  const [command, first, second, ...rest] = args;
  const usage = command === 'flag-image' ? !first || !second : !first;
  if (usage) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const db = createDb(process.env.DATABASE_URL);
  try {
    await migrateLatest(db);
    if (command === 'flag-image') {
      const user = (await db('users').where('username', first).first('id')) as { id: number } | undefined;
      if (!user) {
        console.error(`no user ${first}`);
        process.exitCode = 1;
        return;
      }
      await upsertFlag(db, second, Number(user.id), rest.join(' '));
      console.log(`flagged ${second} of ${first}`);
      return;
    }
    const done = doUnflag ? await unflag(db, first) : await resolveAppeal(db, first);
    if (!done) {
      console.error(`${first} is not flagged`);
      process.exitCode = 1;
      return;
    }
    console.log(doUnflag ? `unflagged ${first}` : `resolved the appeal of ${first}`);
  } finally {
    await db.destroy();
  }
}

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
      unflag: { type: 'boolean' },
    },
  });
  const { help, unflag: doUnflag, ...options } = values;
  if (help) {
    console.log(USAGE);
    return;
  }
  if (positionals[0] === 'close') return close(positionals[1], positionals[2]);
  if (positionals[0] === 'flag-image' || positionals[0] === 'resolve-appeal')
    return imageModeration(positionals, doUnflag === true);
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
