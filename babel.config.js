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

module.exports = (api) => {
  const target = api.caller((c) => (c && c.target) || null);
  const isBrowser = target === 'web' || (Array.isArray(target) && target.includes('web'));
  api.cache.using(() => String(isBrowser) + process.env.NODE_ENV);
  const env = isBrowser
    ? ['@babel/preset-env', { bugfixes: true, modules: false, include: ES2018_PLUS, useBuiltIns: 'usage', corejs: '3.51' }]
    : ['@babel/preset-env', { targets: { node: '20' }, modules: api.env('test') ? 'commonjs' : false }];
  return {
    presets: [env, ['@babel/preset-react', { runtime: 'automatic' }], '@babel/preset-typescript'],
    sourceType: 'unambiguous',
  };
};
