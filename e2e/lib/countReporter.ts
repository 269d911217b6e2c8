/**
 * Ends the run's output with `N passed, N failed` alone on a line: `.ci/run` adds it to the total.
 * A run that failed without a failing test (the server did not start, the global timeout, an
 * interruption) counts as one failure, so it never reads as a clean pass.
 */
import path from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite } from '@playwright/test/reporter';

export default class CountReporter implements Reporter {
  private suite: Suite | null = null;
  private outputDir = '';

  onBegin(config: FullConfig, suite: Suite): void {
    this.suite = suite;
    this.outputDir = config.projects[0]?.outputDir ?? '';
  }

  onEnd(result: FullResult): void {
    const tests = this.suite?.allTests() ?? [];
    const passed = tests.filter((t) => t.outcome() === 'expected').length;
    let failed = tests.filter((t) => t.outcome() === 'unexpected' || t.outcome() === 'flaky').length;
    if (result.status !== 'passed' && failed === 0) failed = 1;
    if (this.outputDir) {
      console.log(
        `\nArtifacts (screenshots, server log): ${path.relative(process.cwd(), this.outputDir) || '.'}/`,
      );
    }
    console.log(`${passed} passed, ${failed} failed`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
