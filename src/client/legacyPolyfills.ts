/**
 * The legacy build's first module (webpack.config.ts): builtins its browsers lack (iOS 12.0–12.1,
 * Chrome 61–72) that our dependencies call without a fallback — Redux Toolkit's `combineSlices`
 * calls `Object.fromEntries` and `Array#flatMap` as the store is made, so without these such a
 * browser cannot start the scripts at all. Babel's usage-based core-js only sees our own code
 * (babel.config.js), so they are named here; the modern build's browsers have both.
 */
import 'core-js/modules/es.object.from-entries';
import 'core-js/modules/es.array.flat-map';
import 'core-js/modules/es.array.unscopables.flat-map';
