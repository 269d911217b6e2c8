/** The writing studio's public surface on the server (docs/architecture.md "Server features"). */
export { requireOwnStory } from './myworksService';
