/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const common = {
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/src/client/test/styleStub.ts',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};

/**
 * Two projects (issue 2 §8): client tests in jsdom, server tests in node.
 * Server tests use SQLite by default, MariaDB + Redis when DATABASE_URL / REDIS_URL are set.
 */
const config: Config = {
  // One worker per core (Jest's default keeps one core for itself: on 2 cores that halves the speed).
  // Test files are independent: each has its own database and Redis key prefix.
  maxWorkers: '100%',
  projects: [
    {
      ...common,
      displayName: 'client',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/src/client/test/setup.ts'],
      testMatch: ['<rootDir>/src/{client,reducers,sagas,shared}/**/*.test.{ts,tsx}'],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      // One migrated, seeded template database per run; each test file copies it (db/testDbTemplate.ts).
      globalSetup: '<rootDir>/src/server/test/globalSetup.ts',
      globalTeardown: '<rootDir>/src/server/test/globalTeardown.ts',
      testMatch: [
        '<rootDir>/src/server/**/*.test.{ts,tsx}',
        '<rootDir>/{migrations,seeds,scripts,bench}/**/*.test.ts',
      ],
    },
  ],
};
export default config;
