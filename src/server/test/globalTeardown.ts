/** Jest globalTeardown of the server project: drops the run's template database. */
import { dropTemplate, TEMPLATE_ENV, type TestDbTemplate } from '../db/testDbTemplate';

export default async function globalTeardown(): Promise<void> {
  const raw = process.env[TEMPLATE_ENV];
  if (!raw) return;
  delete process.env[TEMPLATE_ENV];
  await dropTemplate(JSON.parse(raw) as TestDbTemplate, process.env.DATABASE_URL);
}
