/**
 * `xs.flatMap(f)` for code that runs in the browser. Chrome 61–68 (which we support) have no
 * `Array.prototype.flatMap`, so calling it made the build ship core-js's polyfill to every browser
 * on the first load; this does the same with `concat`, which every target has. ESLint forbids
 * `.flatMap`/`.flat` in browser code, and babel.config.js leaves their polyfills out.
 */
export const flatMap = <T, U>(xs: readonly T[], f: (x: T) => readonly U[]): U[] =>
  ([] as U[]).concat(...xs.map(f));
