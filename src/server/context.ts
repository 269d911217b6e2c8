import type { Knex } from 'knex';
import type { Viewer } from '../shared/api/session';

/** What every service call gets: the database, who is asking, and our public origin (for absolute URLs). */
export interface ServiceContext {
  db: Knex;
  viewer: Viewer | null;
  /** e.g. `http://localhost:3000`, no trailing slash. */
  origin: string;
}
