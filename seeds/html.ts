/**
 * Seeds must store part text exactly as the server does (same paragraph ids, same escaping), so
 * they reuse the server's pure text helpers instead of a copy that could drift.
 */
// eslint-disable-next-line import/no-restricted-paths -- pure functions (node:crypto only); a copy here could drift from the server's paragraph ids
export { buildPartHtml, escapeHtml, paragraphId } from '../src/server/db/paragraphIds';
