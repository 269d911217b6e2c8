/** The reader feature's public surface on the server (docs/architecture.md "Server features"). */
export { findTagRankings } from './discoveryQueries';
export { hasVoted } from './readerQueries';
export { isRestrictedFor, storyRestricted } from './restriction';
