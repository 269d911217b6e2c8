/** The onboarding feature's public surface on the server (docs/architecture.md "Server features"). */
export { listGenres } from './genres';
