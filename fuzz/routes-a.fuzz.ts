import { expect, it, jest } from '@jest/globals';
import { printReport, runFuzz } from './harness';

jest.setTimeout(290_000);
const runs = Number(process.env.FUZZ_RUNS ?? 200);
const seed = Number(process.env.FUZZ_SEED ?? 25_11);

it('every route of shard 1/2 survives its hostile inputs', async () => {
  const report = await runFuzz({ runs, seed, shard: 0, shards: 2 });
  printReport('shard 1/2', report);
  expect(report.routesCovered).toBe(report.routes);
  expect(report.inputs).toBeGreaterThanOrEqual(report.routes * runs * 0.95);
  expect(report.healthFailures).toBe(0);
  expect(report.problems).toEqual([]);
});
