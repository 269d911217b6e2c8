/**
 * Knex CLI config (`node --import tsx node_modules/knex/bin/cli.js migrate:latest`). The app and
 * `npm run migrate` use the same factory and the same explicit migration list.
 */
import type { Knex } from 'knex';
import { buildKnexConfig } from './src/server/db/knex';
import { migrationConfig } from './src/server/db/migrationSource';

const config: Knex.Config = {
  ...buildKnexConfig(process.env.DATABASE_URL),
  migrations: migrationConfig,
};

export default config;
