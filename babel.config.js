/**
 * One Babel config for webpack (browser + server bundles) and Jest.
 * Browser: browserslist targets (package.json) and, on top of them, every ES2018+ syntax
 * transform, so the emitted JS parses as ES2017 (checked in CI with es-check).
 */
const ES2018_PLUS = [
  '@babel/plugin-transform-object-rest-spread',
  '@babel/plugin-transform-async-generator-functions',
  '@babel/plugin-transform-optional-catch-binding',
  '@babel/plugin-transform-named-capturing-groups-regex',
  '@babel/plugin-transform-dotall-regex',
  '@babel/plugin-transform-unicode-property-regex',
  '@babel/plugin-transform-optional-chaining',
  '@babel/plugin-transform-nullish-coalescing-operator',
  '@babel/plugin-transform-logical-assignment-operators',
  '@babel/plugin-transform-numeric-separator',
  '@babel/plugin-transform-class-properties',
  '@babel/plugin-transform-private-methods',
  '@babel/plugin-transform-class-static-block',
  '@babel/plugin-transform-private-property-in-object',
  '@babel/plugin-transform-exponentiation-operator',
];

/**
 * Polyfills core-js's usage detection would add that every target browser already has natively
 * (or that guard against engine bugs we do not hit): they would only weigh on the first load. `.filter`/`.map` on arrays
 * otherwise pull in the iterator-helper polyfills; proposals come as `esnext.*` names.
 */
const NOT_NEEDED = [
  /^(es|esnext)\.iterator\./,
  /^web\.url/,
  /^(es|esnext)\.promise/,
  /^web\.dom-collections/,
  /^(es|esnext)\.map\.get-or-insert/,
  /^es\.string\.trim/,
  /^(es|esnext)\.json\.(parse|stringify)$/,
  // `new Set(…)` pulls in the ES2025 set methods (union, …), which the code never calls.
  /^(es|esnext)\.set\./,
  'es.string.replace',
  'es.error.cause',
  'es.array.push',
  'es.symbol.description',
  'es.array.iterator',
  'es.string.iterator',
  'es.regexp.exec',
  // Dynamic RegExps are built from our own sources with the `g` flag only (HashtagText, paragraphs):
  // no dotAll / sticky / named groups to emulate, and the constructor polyfill is large.
  'es.regexp.constructor',
  'es.regexp.dot-all',
  'es.regexp.flags',
  'es.regexp.sticky',
  // Chrome < 70 sorts unstably; every comparator here is a total order or only takes the first item.
  'es.array.sort',
  // Browser code never calls `.flatMap`/`.flat` (ESLint forbids them there; src/shared/common/arrays.ts).
  // Redux Toolkit's combineSlices calls both `flatMap` and `Object.fromEntries` (Chrome 73, iOS 12.2)
  // unpolyfilled, so a browser without them cannot start the scripts either way: the legacy build of
  // issue 29 is where both get polyfilled, not every browser's first load.
  'es.array.flat-map',
  'es.array.flat',
  'es.array.unscopables.flat-map',
  'es.array.unscopables.flat',
];

module.exports = (api) => {
  const target = api.caller((c) => (c && c.target) || null);
  const isBrowser = target === 'web' || (Array.isArray(target) && target.includes('web'));
  // Dependencies get syntax transforms only: polyfilling every builtin they mention would bloat the
  // first load with code for features the app never calls.
  const isDependency = api.caller((c) => Boolean(c && c.dependency));
  // The modern client build (webpack.config.ts): its loader passes `targets` (MODERN_BROWSERS), and
  // those browsers need no polyfill and none of the ES2018+ transforms.
  const isModern = api.caller((c) => Boolean(c && c.modern));
  api.cache.using(() => `${isBrowser}${isDependency}${isModern}${process.env.NODE_ENV}`);
  const env = isBrowser
    ? [
        '@babel/preset-env',
        isModern
          ? { bugfixes: true, modules: false }
          : isDependency
            ? { bugfixes: true, modules: false, include: ES2018_PLUS }
            : {
                bugfixes: true,
                modules: false,
                include: ES2018_PLUS,
                exclude: NOT_NEEDED,
                useBuiltIns: 'usage',
                corejs: '3.51',
              },
      ]
    : ['@babel/preset-env', { targets: { node: '20' }, modules: api.env('test') ? 'commonjs' : false }];
  return {
    presets: [env, ['@babel/preset-react', { runtime: 'automatic' }], '@babel/preset-typescript'],
    // Browser: Babel's helpers (object spread's five, above all) imported once from @babel/runtime
    // instead of a copy in every module that spreads (35 copies in the first-load JS).
    plugins: isBrowser
      ? [
          [
            '@babel/plugin-transform-runtime',
            { helpers: true, regenerator: false, corejs: false, version: '7.29.14' },
          ],
        ]
      : [],
    sourceType: 'unambiguous',
  };
};
