/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

/** `npm run test:lb`: two server processes behind nginx (not part of `npm test`), one file, in band. */
const config: Config = {
  rootDir: '..',
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  testEnvironment: 'node',
  testMatch: ['<rootDir>/lb/**/*.test.ts'],
  maxWorkers: 1,
};
export default config;
