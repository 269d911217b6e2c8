/** The profile feature's public surface on the server (docs/architecture.md "Server features"). */
export { findUserByUsername, type ProfileRow } from './profileQueries';
