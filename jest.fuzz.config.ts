/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

/**
 * The fuzz suite (`npm run test:fuzz`, issue 25 §11): every route of the real app on SQLite,
 * attacked with generated hostile inputs. Apart from `npm test` (it takes a few minutes).
 */
const config: Config = {
  displayName: 'fuzz',
  testEnvironment: 'node',
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/src/client/test/styleStub.ts',
  },
  globalSetup: '<rootDir>/src/server/test/globalSetup.ts',
  globalTeardown: '<rootDir>/src/server/test/globalTeardown.ts',
  testMatch: ['<rootDir>/fuzz/**/*.fuzz.ts'],
  maxWorkers: 2,
};
export default config;
