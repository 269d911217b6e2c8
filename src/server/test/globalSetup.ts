/**
 * Jest globalSetup of the server project: builds the run's template database (see
 * `db/testDbTemplate.ts`) once, before any worker starts; the workers inherit its location.
 */
import { buildTemplate, TEMPLATE_ENV } from '../db/testDbTemplate';

export default async function globalSetup(): Promise<void> {
  const template = await buildTemplate(process.env.DATABASE_URL);
  process.env[TEMPLATE_ENV] = JSON.stringify(template);
}
