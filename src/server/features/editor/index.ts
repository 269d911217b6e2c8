/** The part editor's public surface on the server (docs/architecture.md "Server features"). */
export { partStatus } from './editorService';
export { sanitizeToParagraphs } from './sanitize';
