import { ConfigError, loadConfig } from './config';

describe('config', () => {
  it('has working defaults (embedded database, no Redis)', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeNull();
    expect(c.redisUrl).toBeNull();
    expect(c.productName).toBe('Storyloom');
  });

  it('reports every bad value with one clear message each', () => {
    let err: ConfigError | undefined;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'postgres://x', REDIS_URL: 'nope', SEED_SIZE: 'huge' });
    } catch (e) {
      err = e as ConfigError;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect(err?.problems).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
      'DATABASE_URL must be a mysql://… or mariadb://… URL (got "postgres://x")',
      'REDIS_URL must be a redis://… or rediss://… URL (got "nope")',
      'SEED_SIZE must be one of tiny, demo, bench (got "huge")',
    ]);
  });
});
