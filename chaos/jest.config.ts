/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

/** `npm run test:chaos`: the chaos suite alone (not part of `npm test`), one file, in band. */
const config: Config = {
  rootDir: '..',
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  testEnvironment: 'node',
  testMatch: ['<rootDir>/chaos/**/*.test.ts'],
  maxWorkers: 1,
};
export default config;
