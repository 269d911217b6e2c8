/** The polls' public surface on the server (docs/architecture.md "Server features"). */
export { listPolls } from './pollsService';
